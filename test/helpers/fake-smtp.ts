/**
 * A minimal SMTP server on loopback (no TLS, no auth): enough of RFC 5321 for nodemailer to
 * deliver, so tests see the exact mail the server sent. `rejectMail` makes it refuse senders.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as transmitted. */
  data: string;
}

export interface FakeSmtp {
  url: string;
  mails: ReceivedMail[];
  rejectMail: boolean;
  stop(): void;
}

export function startFakeSmtp(): FakeSmtp {
  const state: FakeSmtp = { url: "", mails: [], rejectMail: false, stop: () => {} };
  type Session = { buf: string; inData: boolean; from: string; to: string[]; data: string[] };
  const server = Bun.listen<Session>({
    hostname: "127.0.0.1",
    port: 0,
    socket: {
      open(s) {
        s.data = { buf: "", inData: false, from: "", to: [], data: [] };
        s.write("220 fake-smtp ESMTP ready\r\n");
      },
      data(s, chunk) {
        const st = s.data;
        st.buf += new TextDecoder().decode(chunk);
        let i: number;
        while ((i = st.buf.indexOf("\r\n")) >= 0) {
          const line = st.buf.slice(0, i);
          st.buf = st.buf.slice(i + 2);
          if (st.inData) {
            if (line === ".") {
              st.inData = false;
              state.mails.push({ from: st.from, to: st.to, data: st.data.join("\r\n") });
              st.to = [];
              st.data = [];
              s.write("250 2.0.0 queued\r\n");
            } else st.data.push(line.startsWith("..") ? line.slice(1) : line);
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") s.write("250-fake-smtp\r\n250 8BITMIME\r\n");
          else if (verb === "MAIL") {
            if (state.rejectMail) s.write("550 5.7.1 sender rejected\r\n");
            else {
              st.from = line.replace(/^MAIL FROM:\s*/i, "");
              s.write("250 2.1.0 ok\r\n");
            }
          } else if (verb === "RCPT") {
            st.to.push(line.replace(/^RCPT TO:\s*/i, ""));
            s.write("250 2.1.5 ok\r\n");
          } else if (verb === "DATA") {
            st.inData = true;
            s.write("354 end with <CRLF>.<CRLF>\r\n");
          } else if (verb === "QUIT") {
            s.write("221 bye\r\n");
            s.end();
          } else if (verb === "RSET" || verb === "NOOP") s.write("250 ok\r\n");
          else s.write("502 5.5.2 command not implemented\r\n");
        }
      },
    },
  });
  state.url = `smtp://127.0.0.1:${server.port}`;
  state.stop = () => server.stop(true);
  return state;
}

/**
 * Decoding fetched bytes: BOM, header, <meta> prescan, default; and the HTML sniff for pages
 * served without a useful content type.
 */
import { describe, expect, test } from "bun:test";
import { decodeHtml, htmlByType, sniffsAsHtml } from "../../src/intel/charset";

const bytes = (s: string) => new TextEncoder().encode(s);
const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => ({ "é": 0xe9, "€": 0x80, "–": 0x96 })[c] ?? c.charCodeAt(0)));

describe("decodeHtml", () => {
  test("the header's charset, then <meta charset>, then http-equiv, else UTF-8", () => {
    expect(decodeHtml(cp1252("<p>café €</p>"), "text/html; charset=windows-1252")).toMatchObject({ html: "<p>café €</p>", charset: "windows-1252", charsetSource: "header" });
    expect(decodeHtml(cp1252('<meta charset="iso-8859-1"><p>café €</p>'), "text/html").html).toContain("café €");
    expect(decodeHtml(cp1252('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>é</p>'), null)).toMatchObject({ charset: "windows-1252", charsetSource: "meta" });
    expect(decodeHtml(bytes("<p>café</p>"), "text/html")).toMatchObject({ html: "<p>café</p>", charset: "utf-8", charsetSource: "default" });
  });

  test("a BOM wins over the header; an unknown label is skipped; a page cannot declare UTF-16 from inside", () => {
    expect(decodeHtml(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes("<p>é</p>")]), "text/html; charset=windows-1252")).toMatchObject({ html: "<p>é</p>", charsetSource: "bom" });
    expect(decodeHtml(Uint8Array.from([0xff, 0xfe, 0x3c, 0, 0x70, 0, 0x3e, 0]), null)).toMatchObject({ html: "<p>", charset: "utf-16le" });
    expect(decodeHtml(cp1252('<meta charset="windows-1252"><p>é</p>'), "text/html; charset=klingon")).toMatchObject({ charset: "windows-1252", charsetSource: "meta" });
    expect(decodeHtml(bytes('<meta charset="utf-16"><p>é</p>'), null)).toMatchObject({ charset: "utf-8", html: '<meta charset="utf-16"><p>é</p>' });
    expect(decodeHtml(bytes(`${" ".repeat(1100)}<meta charset="windows-1252">`), null).charsetSource).toBe("default"); // past the 1,024-byte prescan
  });

  test("Shift_JIS declared in <meta>", () => {
    const sjis = Uint8Array.from([...bytes('<meta charset="shift_jis"><p>'), 0x93, 0xfa, 0x96, 0x7b, ...bytes("</p>")]);
    expect(decodeHtml(sjis, "text/html").html).toContain("日本");
  });
});

describe("HTML or not", () => {
  test("by content type", () => {
    expect(htmlByType("text/html; charset=utf-8")).toBe("html");
    expect(htmlByType("TEXT/HTML")).toBe("html");
    expect(htmlByType("application/xhtml+xml")).toBe("html");
    expect(htmlByType(null)).toBe("sniff");
    expect(htmlByType("application/octet-stream")).toBe("sniff");
    expect(htmlByType("application/json")).toBe("other");
    expect(htmlByType("text/plain")).toBe("other");
  });

  test("sniffing the first bytes", () => {
    for (const s of ["<!DOCTYPE html>", "  \n<html lang=en>", "<HEAD>", "<!-- x -->", "<div class=a>", "<p>hi", "\ufeff<html>"]) expect(sniffsAsHtml(bytes(s))).toBe(true);
    for (const s of ["", "hello", "{\"a\":1}", "<?xml version='1.0'?>", "<htmlx>", "%PDF-1.4", "<bx"]) expect(sniffsAsHtml(bytes(s))).toBe(false);
  });
});

/**
 * Round 32a (docs/intel.md, "Round 32, part a"): the words a card prints in its price slot when it
 * has no price to print — the quote-only card ("Enterprise — Индивидуально") — in the languages
 * the contact list of plans-page.ts (`CONTACT_LINE`) did not speak. Counted on development before
 * they were written: a contact card closing a grid of priced cards, or a price list's row, whose
 * price element holds one of these words and which no reader took because the list lacked the word
 * (Japanese お見積もり / 要見積もり, Russian «Индивидуально», Chinese 定制, Czech «cena na míru»,
 * Polish «Cena do uzgodnienia», Romanian «La cerere» / «ofertă personalizată», Finnish «Ota
 * yhteyttä» / «Pyydä tarjous», Vietnamese «Liên hệ», Spanish «Solicitá presupuesto», Latvian
 * «vienošanās»). Each word is a whole price slot's phrase, never a word inside a sentence:
 * `CONTACT_LINE` anchors the alternation at both ends, so a bullet that mentions an offer or a quote
 * is no contact line. The alternation is literals only (no nested quantifier): it runs on every
 * short line of every card.
 */
export const QUOTE_WORD_ALTERNATIVES = [
  // ja: a quote (見積もり in its spellings), "negotiable", "ask us"
  "(?:お|要|個別|別途)?見積(?:も)?り",
  "要見積",
  "応相談",
  "要問い?合わ?せ",
  // zh: made to order, price negotiated in person, contact sales
  "定制",
  "定製",
  "面议",
  "面議",
  "联系销售",
  "聯繫銷售",
  // ru / uk: individually, on request, by agreement
  "индивидуально",
  "(?:цена )?по запросу",
  "(?:цена )?договорная",
  "по договор[её]нности",
  "індивідуально",
  "за запитом",
  // cs / sk: made to measure, on request, by agreement
  "(?:cena )?na míru",
  "(?:cena )?na dotaz",
  "(?:cena )?dohodou",
  "individuálně",
  "na vyžiadanie",
  // pl: price to be agreed, individual quote
  "(?:cena )?do uzgodnienia",
  "wycena indywidualna",
  "zapytaj o cen[eę]",
  // ro: on request, a personal offer
  "(?:pre[țţt] )?la cerere",
  "ofert[ăa] personalizat[ăa]",
  "contacta[țţt]i-ne",
  // fi: get in touch, ask for an offer
  "ota yhteytt[äa]",
  "pyyd[äa] tarjous",
  "tarjouksen mukaan",
  // vi: contact (for a good price)
  "li[êe]n h[ệe](?: (?:ngay|gi[áa] t[ốo]t|b[áa]o gi[áa]))?",
  // es: ask for a quote, to be agreed
  "solicit[áa] (?:un )?presupuesto",
  "a convenir",
  // lv: by agreement
  "(?:pēc )?vienošanās",
  // Round 50c, the corpus's other languages: sv / da / nb "contact us"; pt "on request"; es "made to measure";
  // tr "get a quote", "reach us"; id / ms "contact us"; th "contact us", "contact sales"; ar "contact us";
  // he "contact us"; fa "get in touch"; et "ask for an offer"; lt "get in touch"; sr / hr / bs / sl "on
  // request", "by agreement"; bg "on request", "by agreement". Each a whole price slot's phrase, as above.
  "kontakta oss",
  "kontakt os",
  "kontakt oss",
  "sob consulta",
  "a medida",
  "teklif al(?:ın|in)?",
  "bize ula[şs](?:ın|in)",
  "hubungi kami",
  "ติดต่อเรา",
  "ติดต่อฝ่ายขาย",
  "تواصل معنا",
  "اتصل بنا",
  "צור קשר",
  "تماس بگیرید",
  "küsi pakkumist",
  "susisiekite",
  "na upit",
  "po dogovoru",
  "по запитване",
  "по договаряне",
].join("|");

/**
 * One of these words alone. A heading that holds one is the card's price slot (<h2>定制</h2> under
 * <h4>定制版</h4>), never its name: unlike "Custom" (a plan name in English), none of them names a plan.
 */
export const QUOTE_LINE = new RegExp(`^(?:${QUOTE_WORD_ALTERNATIVES})[.!]?$`, "i");

/**
 * A card's labels, by language (issue 25, round 28 part d): the words a card sets on a line of their
 * own beside its name and price — "Price:", "from", "Includes", "Comparison", a "Recommended" ribbon,
 * "Coming soon" — which are never what the plan is called.
 *
 * The name picker (plans-page.ts `planName`) refused them in English only (`NOT_A_NAME`, `BADGE`,
 * "compare…", `SOON_LINE`), so on pages in other languages the label became the plan's name: counted
 * on development (waves 8–12 and 14–22, the raw reading), ten sites read a plan named "CENA"
 * (Polish "price", over "1450 zł"), "Prezzo", "Investimento", "de la" (Romanian "from", before
 * "999 lei"), "A partir de", "Tartalma" and "İçerir" (Hungarian and Turkish "contents", "includes"),
 * "Confronto" (a comparison section's kicker), "Recomandat" and "Akan Datang" (a ribbon and a
 * "coming soon" badge), and "Starter 추천" (a ribbon inside the name's element).
 *
 * Whole lines only (a name "Price Pro" or "Starter Plus" keeps its words), lower case, one alternation
 * each with no nested quantifiers: run on every candidate name of every card.
 */
import { alternatives } from "./free-words.ts";

/** A price's label or lead-in set as a line of its own: "Price:", "Cena:", "from", "à partir de". */
const PRICE_LABELS: Record<string, readonly string[]> = {
  en: ["price", "prices", "our price", "starting price"],
  fr: ["prix", "nos prix", "à partir de", "dès"],
  es: ["precio", "precios", "desde", "a partir de"],
  pt: ["preço", "preços", "a partir de", "desde"],
  it: ["prezzo", "prezzi", "a partire da", "da"],
  de: ["preis", "preise", "ab"],
  nl: ["prijs", "prijzen", "vanaf"],
  sv_da_no: ["pris", "priser", "från", "fra"],
  fi: ["hinta", "hinnat", "alkaen"],
  pl: ["cena", "ceny", "od", "już od"],
  cs_sk: ["cena", "ceny", "od", "už od"],
  ro: ["preț", "pret", "prețuri", "de la"],
  hu: ["ár", "árak"],
  tr: ["fiyat", "fiyatı", "fiyatlar"],
  ru_uk: ["цена", "цены", "стоимость", "ціна", "ціни", "вартість", "от", "від"],
  el: ["τιμή", "τιμές"],
  lt_lv_et: ["kaina", "kainos", "nuo", "cena", "hind", "alates"],
  hr_sr_sl: ["cijena", "cijene", "cena", "cene"],
  id_ms: ["harga", "mulai dari", "dari"],
  vi: ["giá", "chỉ từ"],
  zh: ["价格", "價格", "售价"],
  ja: ["価格", "料金"],
  ko: ["가격", "요금"],
};

/** The price labels of the languages whose words `\b` cannot bound (Chinese, Japanese, Korean): a table's price-row label too (word-price-cells.ts). */
export const CJK_PRICE_LABELS: readonly string[] = [...PRICE_LABELS.zh!, ...PRICE_LABELS.ja!, ...PRICE_LABELS.ko!];

/** A card's section word over its list: "Includes", "What's included", "Contents". */
const SECTION_LABELS: Record<string, readonly string[]> = {
  en: ["contents", "what you get", "you get"],
  fr: ["inclus", "comprend", "ce qui est inclus", "contenu"],
  es: ["incluye", "incluido", "qué incluye", "contenido"],
  pt: ["inclui", "incluído", "o que está incluído", "conteúdo"],
  it: ["include", "incluso", "cosa include", "contenuto"],
  de: ["enthält", "inklusive", "enthalten", "was ist enthalten", "leistungen", "inhalt"],
  nl: ["inclusief", "bevat", "wat is inbegrepen"],
  sv_da_no: ["ingår", "inkluderar", "inkluderer", "inkludert", "indeholder", "innehåll", "indhold"],
  fi: ["sisältää", "sisältö"],
  pl: ["zawiera", "w cenie", "co zawiera", "zawartość"],
  cs_sk: ["obsahuje", "zahrnuje", "obsah"],
  ro: ["include", "ce include", "inclus", "conținut"],
  hu: ["tartalma", "tartalmazza", "tartalom", "mit tartalmaz"],
  tr: ["içerir", "dahil", "neler dahil", "içerik"],
  ru_uk: ["включено", "включает", "что входит", "входит", "включає", "що входить"],
  el: ["περιλαμβάνει", "περιλαμβάνονται"],
  id_ms: ["termasuk", "sudah termasuk"],
  zh: ["包含", "包括", "包含内容"],
  ja: ["含まれるもの", "内容"],
  ko: ["포함 사항", "포함"],
};

/** A comparison section's title or kicker: "Comparison", "Confronto", "Vergleich". */
const COMPARISON_LABELS: Record<string, readonly string[]> = {
  fr: ["comparaison", "comparatif"],
  es: ["comparación", "comparativa"],
  pt: ["comparação", "comparativo"],
  it: ["confronto", "confronta"],
  de: ["vergleich"],
  nl: ["vergelijking", "vergelijk"],
  sv_da_no: ["jämförelse", "sammenligning", "sammenlign"],
  fi: ["vertailu"],
  pl: ["porównanie"],
  cs_sk: ["srovnání", "porovnanie"],
  ro: ["comparație", "comparatie"],
  hu: ["összehasonlítás"],
  tr: ["karşılaştırma"],
  ru_uk: ["сравнение", "порівняння"],
  zh: ["比较", "比較", "对比"],
  ja: ["比較"],
  ko: ["비교"],
};

/**
 * A ribbon or a status badge in the languages `BADGE` (plans-page.ts) lacks: "Recomandat", "Cel mai
 * popular", "Akan Datang" (coming soon), "Önerilen". Whole lines here; at a name's end only the
 * ribbons (a status after a name is the name's business: "Pro (coming soon)" is handled apart).
 */
const RIBBONS: Record<string, readonly string[]> = {
  ro: ["recomandat", "recomandată", "cel mai popular", "popular", "cel mai avantajos"],
  cs_sk: ["doporučeno", "doporučujeme", "nejoblíbenější", "odporúčané", "najobľúbenejší"],
  sv_da_no: ["rekommenderad", "rekommenderas", "populärast", "mest populär", "anbefalet", "anbefalt", "mest populær"],
  fi: ["suositeltu", "suosituin", "suosittu"],
  hu: ["ajánlott", "legnépszerűbb", "népszerű"],
  tr: ["önerilen", "en popüler", "popüler", "tavsiye edilen"],
  ru_uk: ["рекомендуем", "рекомендуемый", "популярный", "хит", "рекомендуємо", "популярний"],
  el: ["προτεινόμενο", "δημοφιλές"],
  id_ms: ["disyorkan", "paling popular", "terpopuler", "rekomendasi", "direkomendasikan"],
  hr_sr_sl: ["preporučeno", "najpopularnije", "priporočeno", "najbolj priljubljeno"],
  vi: ["phổ biến", "khuyên dùng", "đề xuất"],
  th: ["แนะนำ", "ยอดนิยม"],
  ar_fa_he: ["موصى به", "الأكثر شيوعًا", "پیشنهادی", "محبوب", "מומלץ", "הפופולרי ביותר"],
  ko: ["추천", "인기"],
};

/** "Coming soon" in the languages `SOON_WORDS` (plans-page.ts) lacks: a badge over a card, never its name. */
const SOON: Record<string, readonly string[]> = {
  id_ms: ["akan datang", "segera hadir", "segera"],
  ro: ["în curând", "in curand"],
  tr: ["yakında", "çok yakında"],
  hu: ["hamarosan"],
  cs_sk: ["již brzy", "už čoskoro", "čoskoro"],
  ru_uk: ["скоро", "незабаром", "скоро будет"],
  sv_da_no: ["kommer snart", "snart", "kommer snart!"],
  fi: ["tulossa", "tulossa pian"],
  el: ["σύντομα", "έρχεται σύντομα"],
  vi: ["sắp ra mắt"],
  th: ["เร็วๆ นี้"],
};

/**
 * A page's own section and navigation words (issue 25, round 34 part a): the pricing section's title
 * ("PLANOS", "Cennik", "Tarifs"), its FAQ's ("Pricing FAQ"), a menu's items ("Kontakt", "Search",
 * "References") and a section's question ("Why"). On development a card finder that climbed to a
 * whole section, or took a menu line over the first price, named a plan by them on six sites
 * (recuperarxml, zacisze-nad-woda, automic-vault, leadaisy, stately, tencent-hunyuan-3d): the word
 * names a part of the page, so as a card's whole name it is never a plan's, in any language. Whole
 * lines only: "Search Pro" or "Pricing Plus" keep their words. Words an exact plan carries on
 * development as its whole name ("Services", "Support", "Custom") are not here, nor words a tier may
 * be called by ("Home", "Inicio", "Blog", "Gallery": a home plan, a starting tier, a blog's hosting).
 */
const PAGE_SECTIONS: Record<string, readonly string[]> = {
  en: ["pricing faq", "pricing faqs", "faq", "faqs", "plans & pricing", "plans and pricing", "pricing plans", "our plans", "our pricing", "price list", "contact", "contact us", "about", "about us", "docs", "documentation", "search", "why", "why us", "why choose us", "references", "testimonials", "log in", "login", "sign in", "sign up"],
  fr: ["tarifs", "nos tarifs", "tarification", "nos offres", "forfaits", "contact", "nous contacter", "à propos", "pourquoi", "références", "connexion", "questions fréquentes"],
  es: ["planes", "nuestros planes", "tarifas", "contacto", "contáctanos", "sobre nosotros", "por qué", "referencias", "preguntas frecuentes"],
  pt: ["planos", "nossos planos", "contato", "contacto", "fale conosco", "sobre nós", "por que", "referências", "perguntas frequentes"],
  it: ["piani", "i nostri piani", "listino", "listino prezzi", "contatti", "contattaci", "chi siamo", "perché", "domande frequenti"],
  de: ["tarife", "preisliste", "kontakt", "über uns", "warum", "referenzen", "häufige fragen"],
  nl: ["tarieven", "prijslijst", "contact", "over ons", "waarom", "referenties", "veelgestelde vragen"],
  sv_da_no: ["prislista", "prisliste", "kontakt", "kontakta oss", "kontakt oss", "om oss", "varför", "hvorfor", "vanliga frågor"],
  fi: ["hinnasto", "yhteystiedot", "ota yhteyttä", "miksi", "usein kysyttyä"],
  pl: ["cennik", "kontakt", "o nas", "dlaczego", "referencje", "pytania i odpowiedzi", "najczęstsze pytania"],
  cs_sk: ["ceník", "cenník", "kontakt", "kontakty", "o nás", "proč", "prečo", "reference", "referencie", "časté dotazy", "časté otázky"],
  ro: ["tarife", "listă de prețuri", "contact", "contactează-ne", "despre noi", "de ce", "întrebări frecvente"],
  hu: ["árlista", "kapcsolat", "rólunk", "miért", "referenciák", "gyakori kérdések", "gyik"],
  tr: ["fiyatlandırma", "fiyat listesi", "iletişim", "hakkımızda", "neden", "referanslar", "sık sorulan sorular", "sss"],
  ru_uk: ["тарифы", "прайс", "прайс-лист", "контакты", "о нас", "почему", "отзывы", "тарифи", "контакти", "про нас", "чому", "частые вопросы", "часті питання"],
  el: ["τιμοκατάλογος", "επικοινωνία", "σχετικά με εμάς", "γιατί"],
  id_ms: ["daftar harga", "kontak", "hubungi kami", "tentang kami", "mengapa", "kenapa"],
  vi: ["bảng giá", "liên hệ", "giới thiệu", "tại sao", "câu hỏi thường gặp"],
  zh: ["定价", "价格方案", "联系我们", "聯絡我們", "关于我们", "關於我們", "常见问题", "常見問題", "产品简介", "产品动态", "购买指南", "快速入门", "操作指南", "相关协议", "词汇表"],
  ja: ["料金プラン", "料金表", "お問い合わせ", "会社概要", "よくある質問", "なぜ"],
  ko: ["요금제", "요금 안내", "문의하기", "연락처", "회사 소개", "자주 묻는 질문", "왜"],
};

/** The tables' words as one alternation (free-words.ts: lower case, escaped, longest first). */
const wordsOf = (...tables: Record<string, readonly string[]>[]): string => alternatives({ all: tables.flatMap((t) => Object.values(t).flat()) });

/** The whole line, with an optional colon or dash after it ("Cena:", "Includes —"). */
const LABEL_LINE = new RegExp(`^(?:${wordsOf(PRICE_LABELS, SECTION_LABELS, COMPARISON_LABELS, RIBBONS, SOON, PAGE_SECTIONS)})\\s*[:：.\\-–—]?$`, "iu");

/** A ribbon at a name's end, after a space: "Starter 추천", "Pro Recomandat". */
const TRAILING_RIBBON = new RegExp(`\\s+(?:[-–—|·•]\\s*)?(?:${wordsOf(RIBBONS)})$`, "iu");

/** Whether a candidate name is only a card's label in a language of the tables: never a plan's name. */
export function cardLabel(name: string): boolean {
  // (A Turkish capital "İ" has no one-letter lower case the `i` flag can fold: "İçerir".)
  return name.length <= 40 && LABEL_LINE.test(name.trim().replace(/İ/g, "I"));
}

/** A name without a ribbon set after it in a language of the table ("Starter 추천" → "Starter"); the name itself otherwise. */
export function withoutTrailingRibbon(name: string): string {
  if (name.length > 60) return name;
  const m = TRAILING_RIBBON.exec(name);
  return m && /\p{L}/u.test(name.slice(0, m.index)) ? name.slice(0, m.index).trim() : name;
}

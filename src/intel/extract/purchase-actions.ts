/**
 * A purchase action standing as a plan's whole name (issue 25, round 40 part d): "Buy", "How to
 * purchase", "如何购买", "PayPal" — a button, a section heading over the way to pay, or a payment
 * option, set beside the price of what it sells. It says how to pay, never what is bought, so a plan
 * it names is no plan, in any language of the tables.
 *
 * Counted on development (waves 8–12 and 14–34, both readings): a desktop tool's "Buy" heading over
 * its $6 licence (wave 30), a blocker's "How to Purchase" over $5.79 (wave 29), a Chinese licence
 * table's "如何购买" column head (wave 34, held-out round 39's invention) and a shareware page's
 * "PayPal" cell beside $49 (wave 33, held-out round 38's): four sites in four waves, each an invented
 * plan. The readers that find them differ (a heading before a price, a table's head cell, a payment
 * table), so the rule is applied once, to the merged plans (extract-site.ts).
 *
 * Whole lines only: "Buy once", "Buy & own", "Purchase" (a conveyancing service's name), "Business
 * License" keep their words — a name that says what is bought is a name; so do the bare nouns of
 * buying ("Purchase", "Compra", "購入", "구매"), which a service or an offer may be called, and a field
 * label such as "License" (an exact plan's whole name on development). Lower case, one alternation
 * with no nested quantifiers (run on every plan of every page).
 */
import { alternatives } from "./free-words.ts";

/** "Buy", "Buy now", "How to buy": the action itself, or the question of how to take it. */
const PURCHASE_ACTIONS: Record<string, readonly string[]> = {
  en: ["buy", "buy now", "buy it now", "purchase now", "how to buy", "how to purchase", "how to order", "where to buy", "ways to buy", "ways to pay", "order now", "add to cart", "add to basket", "checkout", "go to checkout"],
  // (Not the bare "commander": an English rank a tier may be named by; "commander maintenant" stays.)
  fr: ["acheter", "acheter maintenant", "comment acheter", "commander maintenant", "ajouter au panier", "où acheter"],
  es: ["comprar", "comprar ahora", "cómo comprar", "como comprar", "dónde comprar", "añadir al carrito", "pedir ahora"],
  pt: ["comprar", "comprar agora", "como comprar", "onde comprar", "adicionar ao carrinho"],
  it: ["acquista", "acquista ora", "compra ora", "come acquistare", "dove acquistare", "aggiungi al carrello"],
  de: ["kaufen", "jetzt kaufen", "wie kaufen", "bestellen", "jetzt bestellen", "in den warenkorb", "so kaufen sie"],
  nl: ["kopen", "nu kopen", "koop nu", "bestellen", "nu bestellen", "hoe te kopen", "in winkelwagen"],
  sv_da_no: ["köp", "köp nu", "köb", "køb", "køb nu", "kjøp", "kjøp nå", "beställ", "bestil", "bestill", "så köper du"],
  fi: ["osta", "osta nyt", "tilaa", "tilaa nyt", "miten ostaa"],
  pl: ["kup", "kup teraz", "kup teraz!", "zamów", "zamów teraz", "jak kupić", "do koszyka"],
  cs_sk: ["koupit", "kúpiť", "koupit nyní", "objednat", "objednať", "jak koupit", "do košíku"],
  ro: ["cumpără", "cumpara", "cumpără acum", "comandă", "comanda acum", "cum cumpăr"],
  hu: ["megveszem", "megrendelem", "kosárba", "hogyan vásárolhat"],
  tr: ["satın al", "hemen satın al", "sipariş ver", "nasıl satın alınır", "sepete ekle"],
  ru_uk: ["купить", "купить сейчас", "заказать", "как купить", "в корзину", "купити", "замовити", "як купити", "в кошик"],
  el: ["αγόρασε", "αγορά τώρα"],
  id_ms: ["beli", "beli sekarang", "cara membeli", "pesan sekarang", "cara beli"],
  vi: ["mua", "mua ngay", "cách mua", "đặt mua"],
  zh: ["购买", "購買", "立即购买", "立即購買", "如何购买", "如何購買", "购买方式", "購買方式", "马上购买", "加入购物车"],
  ja: ["購入する", "今すぐ購入", "購入方法", "ご購入", "ご購入方法", "カートに入れる"],
  ko: ["구매하기", "지금 구매", "구매 방법", "장바구니 담기"],
};

/** A way to pay set as an option of its own: "PayPal", "Pay by card", "Bank transfer". */
const PAYMENT_WAYS: Record<string, readonly string[]> = {
  en: ["paypal", "pay with paypal", "pay via paypal", "pay by card", "pay with card", "credit card", "bank transfer", "wire transfer", "apple pay", "google pay"],
  fr: ["virement bancaire", "carte bancaire", "payer par carte"],
  es: ["transferencia bancaria", "tarjeta de crédito", "pagar con tarjeta"],
  pt: ["transferência bancária", "cartão de crédito", "boleto"],
  it: ["bonifico bancario", "carta di credito"],
  de: ["überweisung", "kreditkarte", "per überweisung"],
  nl: ["bankoverschrijving", "creditcard"],
  pl: ["przelew", "przelew bankowy", "karta kredytowa"],
  ru_uk: ["банковский перевод", "банковская карта", "банківський переказ"],
  zh: ["支付宝", "微信支付", "银行转账"],
  ja: ["銀行振込", "クレジットカード"],
};

/** The whole line, with an optional colon, dash or arrow after it ("Buy →", "How to buy:"). */
const ACTION_LINE = new RegExp(`^(?:${alternatives({ ...prefixed("a", PURCHASE_ACTIONS), ...prefixed("p", PAYMENT_WAYS) })})\\s*[:：.!?？\\-–—→»]?$`, "iu");

/** One table's languages under keys of their own, so two tables merge without overwriting each other. */
function prefixed(tag: string, table: Record<string, readonly string[]>): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [`${tag}_${k}`, v]));
}

/** Whether a plan's whole name is a purchase action or a way to pay: never what a plan is called. */
export function purchaseAction(name: string): boolean {
  return name.length <= 40 && ACTION_LINE.test(name.replace(/\s+/g, " ").trim());
}

import type { Locale } from '@app/shared';

/** Texts of the sandbox provider's hosted checkout (it stands in for a real provider's page). */
const TEXT: Record<Locale, Record<'title' | 'note' | 'amount' | 'method' | 'pay' | 'cancel' | 'done' | 'gone', string>> = {
  'zh-CN': {
    title: '沙盒收银台',
    note: '这是测试支付环境，不会产生真实扣款。',
    amount: '金额',
    method: '支付方式',
    pay: '确认支付',
    cancel: '取消支付',
    done: '该订单已处理',
    gone: '订单不存在',
  },
  'zh-TW': {
    title: '沙盒收銀台',
    note: '這是測試支付環境，不會產生真實扣款。',
    amount: '金額',
    method: '支付方式',
    pay: '確認支付',
    cancel: '取消支付',
    done: '此訂單已處理',
    gone: '訂單不存在',
  },
  en: {
    title: 'Sandbox checkout',
    note: 'This is a test payment environment. No real money is charged.',
    amount: 'Amount',
    method: 'Method',
    pay: 'Pay now',
    cancel: 'Cancel payment',
    done: 'This order has already been processed',
    gone: 'Order not found',
  },
  ja: {
    title: 'サンドボックス決済',
    note: 'これはテスト用の決済環境です。実際の請求は発生しません。',
    amount: '金額',
    method: '支払い方法',
    pay: '支払う',
    cancel: '支払いをキャンセル',
    done: 'この注文は処理済みです',
    gone: '注文が見つかりません',
  },
  ko: {
    title: '샌드박스 결제',
    note: '테스트 결제 환경입니다. 실제 요금은 청구되지 않습니다.',
    amount: '금액',
    method: '결제 수단',
    pay: '결제하기',
    cancel: '결제 취소',
    done: '이미 처리된 주문입니다',
    gone: '주문을 찾을 수 없습니다',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function formatPrice(minor: number, currency: string, locale: Locale): string {
  const digits = currency === 'JPY' ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

export function sandboxPage(
  locale: Locale,
  order: { id: string; price_minor: number; currency: string; method: string; status: string } | null,
): string {
  const t = TEXT[locale];
  const body = !order
    ? `<p>${t.gone}</p>`
    : order.status !== 'created'
      ? `<p>${t.done}</p>`
      : `<dl><dt>${t.amount}</dt><dd class="price">${escapeHtml(formatPrice(order.price_minor, order.currency, locale))}</dd>
         <dt>${t.method}</dt><dd>${escapeHtml(order.method)}</dd></dl>
         <form method="post" action="/pay/sandbox/${encodeURIComponent(order.id)}/complete">
           <input type="hidden" name="lang" value="${locale}">
           <button name="outcome" value="paid" class="pay">${t.pay}</button>
           <button name="outcome" value="failed" class="cancel">${t.cancel}</button>
         </form>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f8;color:#1c1d22}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 4px} .note{color:#6b6f7b;font-size:13px;margin:0 0 20px}
.card{background:#fff;border-radius:14px;padding:20px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px} dt{color:#6b6f7b} dd{margin:0;text-align:right}
.price{font-size:22px;font-weight:700}
button{display:block;width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;margin-top:10px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.cancel{background:#eceef3;color:#1c1d22}
</style></head><body><main><h1>${t.title}</h1><p class="note">${t.note}</p><div class="card">${body}</div></main></body></html>`;
}

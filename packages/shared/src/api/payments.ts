import { endpoint } from './endpoint';

/**
 * Payments: packages, recharge orders, store receipts, membership (the console's orders, refunds
 * and customer-service payments: CONSOLE_API). Provider and app-store notifications are the
 * providers' own protocol, outside the signed API: the payments module declares those routes.
 */
export const PAYMENTS_API = {
  products: endpoint('GET', '/api/v1/products', { query: 'ZProductsQuery', response: 'ZProductList' }),
  createOrder: endpoint('POST', '/api/v1/recharge/orders', { body: 'ZCreateOrderRequest', response: 'ZOrder' }),
  order: endpoint('GET', '/api/v1/recharge/order', { query: 'ZOrderQuery', response: 'ZOrder' }),
  orders: endpoint('GET', '/api/v1/recharge/orders', { query: 'ZOrdersQuery', response: 'ZOrderPage' }),
  receipt: endpoint('POST', '/api/v1/recharge/receipts', { body: 'ZReceiptRequest', response: 'ZOrder' }),
  membership: endpoint('GET', '/api/v1/membership', { response: 'ZMembership' }),
} as const;

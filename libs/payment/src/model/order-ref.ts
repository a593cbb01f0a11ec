/**
 * The capability every contract-scoped payment call carries (apps/api/SECURITY.md): the order id the save
 * answered. The cabinet has none to give and needs none: its session token opens the holder's contracts.
 */
export const orderRef = (orderId: string | undefined): { order_id?: string } =>
  orderId ? { order_id: orderId } : {};

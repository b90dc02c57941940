/** Server → client events over the WebSocket (`/ws?ticket=`), one typed map for both sides. */
export interface RealtimeEvents {
  hello: { user_id: number };
  'gift.received': { from_user_id: number; gift_id: number; count: number; total: number; charm_points: number; asset: string };
  /** a CP invitation arrived (to its receiver) */
  'cp.invited': { invitation_id: number; from_user_id: number; gift_id: number; expires_at: string };
  /** an invitation was accepted, declined or cancelled (to the other side) */
  'cp.answered': { invitation_id: number; by_user_id: number; status: 'accepted' | 'declined' | 'cancelled' };
  /** the partner dissolved the pair */
  'cp.dissolved': { pair_id: number; by_user_id: number };
}
export type RealtimeEventType = keyof RealtimeEvents;
export interface RealtimeMessage<K extends RealtimeEventType = RealtimeEventType> {
  type: K;
  payload: RealtimeEvents[K];
}

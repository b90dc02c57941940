/** Server → client events over the WebSocket (`/ws?token=`), one typed map for both sides. */
export interface RealtimeEvents {
  hello: { user_id: number };
  'gift.received': { from_user_id: number; gift_id: number; count: number; total: number; charm_points: number; asset: string };
}
export type RealtimeEventType = keyof RealtimeEvents;
export interface RealtimeMessage<K extends RealtimeEventType = RealtimeEventType> {
  type: K;
  payload: RealtimeEvents[K];
}

-- app-store refund notifications name the store's transaction, not our order
create index payment_orders_provider_ref_idx on payment_orders (provider, provider_ref) where provider_ref is not null;

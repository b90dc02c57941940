-- The hosted checkout of a web order, as its provider opened it (Stripe answers a session URL;
-- the sandbox's is a page on this server). Kept so a retry or a later look shows the same one.
alter table payment_orders add column checkout_url text;
update payment_orders set checkout_url = '/pay/sandbox/' || id where provider = 'sandbox';

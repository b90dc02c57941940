-- an existing demo database (seeded before this code existed) gives it to the demo super admin
insert into admin_permissions (admin_id, code)
select id, 'finance.manual_order' from admin_users where email = 'admin@demo.local'
on conflict do nothing;

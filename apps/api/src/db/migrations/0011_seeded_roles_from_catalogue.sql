-- Issue 13: two seeded roles held policies no role-editor item stands for, so the editor showed
-- them empty and refused to save them. Seeded roles are now made of catalogue items (ADR 0054);
-- this brings bases seeded before into line. Only a role still exactly as it was seeded changes.

-- «Менеджер по закупкам» of Колос-Юг: reads the deals ('Список крупных сделок') and the
-- auctions ('Все торги'), as before.
update roles
set policies = '[{"resource":{"routeName":"Contract","params":[]},"accessRights":["read"]},{"resource":{"routeName":"AuctionsList","params":[]},"accessRights":["*"]}]'::jsonb
where uuid = '0190a000-0000-7000-8000-000000000403'
  and policies = '[{"resource":{"routeName":"Contract","params":[]},"accessRights":["read"]},{"resource":{"routeName":"AuctionsList","params":[]},"accessRights":["read"]}]'::jsonb;

-- The platform's farmer role: the four shipping-point items, the same rights spelt out.
update roles
set policies = '[{"resource":{"routeName":"ShippingPointsList","params":[]},"accessRights":["read"]},{"resource":{"routeName":"ShippingPointView","params":[]},"accessRights":["create","update","delete"]}]'::jsonb
where uuid = '0190a000-0000-7000-8000-000000000401'
  and policies = '[{"resource":{"routeName":"ShippingPointsList","params":[]},"accessRights":["read"]},{"resource":{"routeName":"ShippingPointView","params":[]},"accessRights":["*"]}]'::jsonb;

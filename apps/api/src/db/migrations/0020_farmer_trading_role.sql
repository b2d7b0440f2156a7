-- Issue 15: the platform's farmer role trades. Besides its four shipping-point items it gets
-- 'Все торги' (his matched tenders), 'Просмотр торгов' (a tender's page), 'Предложения' (his
-- offers), 'Создание предложения' and 'Редактирование предложения' — the rights the trading
-- routes ask of a farmer, written as role-editor items (ADR 0054) as the seed writes them.
-- As in 0011, only a role still exactly as it was seeded changes; an edited one is left alone.
update roles
set policies = '[{"resource":{"routeName":"Auction","params":[]},"accessRights":["read"]},{"resource":{"routeName":"AuctionsList","params":[]},"accessRights":["*"]},{"resource":{"routeName":"Offers","params":[]},"accessRights":["*"]},{"resource":{"routeName":"Offer","params":[]},"accessRights":["create","update"]},{"resource":{"routeName":"ShippingPointsList","params":[]},"accessRights":["read"]},{"resource":{"routeName":"ShippingPointView","params":[]},"accessRights":["create","update","delete"]}]'::jsonb
where uuid = '0190a000-0000-7000-8000-000000000401'
  and policies = '[{"resource":{"routeName":"ShippingPointsList","params":[]},"accessRights":["read"]},{"resource":{"routeName":"ShippingPointView","params":[]},"accessRights":["create","update","delete"]}]'::jsonb;

-- Issue 28 point 14 (ADR 0089): an approved farmer signs each new version of his purchaser's
-- agreement in his ordinary session, so the platform's farmer role gets 'Подписание договора с
-- покупателем' — the registration step's route RegistrationContracts, the right the signing calls
-- ask — written as the role-editor item the seed writes. As in 0011, 0020 and 0027, only a role
-- still exactly as it was seeded changes; an edited one is left alone.
update roles
set policies = '[{"resource":{"routeName":"Auction","params":[]},"accessRights":["read"]},{"resource":{"routeName":"AuctionsList","params":[]},"accessRights":["*"]},{"resource":{"routeName":"Offers","params":[]},"accessRights":["*"]},{"resource":{"routeName":"Offer","params":[]},"accessRights":["create","update"]},{"resource":{"routeName":"Slots","params":[]},"accessRights":["*"]},{"resource":{"routeName":"RegistrationContracts","params":[]},"accessRights":["*"]},{"resource":{"routeName":"ShippingPointsList","params":[]},"accessRights":["read"]},{"resource":{"routeName":"ShippingPointView","params":[]},"accessRights":["create","update","delete"]}]'::jsonb
where uuid = '0190a000-0000-7000-8000-000000000401'
  and policies = '[{"resource":{"routeName":"Auction","params":[]},"accessRights":["read"]},{"resource":{"routeName":"AuctionsList","params":[]},"accessRights":["*"]},{"resource":{"routeName":"Offers","params":[]},"accessRights":["*"]},{"resource":{"routeName":"Offer","params":[]},"accessRights":["create","update"]},{"resource":{"routeName":"Slots","params":[]},"accessRights":["*"]},{"resource":{"routeName":"ShippingPointsList","params":[]},"accessRights":["read"]},{"resource":{"routeName":"ShippingPointView","params":[]},"accessRights":["create","update","delete"]}]'::jsonb;

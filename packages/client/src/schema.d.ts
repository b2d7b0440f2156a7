/**
 * Generated from the API's OpenAPI document by `npm run openapi:client` (ADR 0107). Do not edit:
 * apps/api/src/platform/openapi/openapi.test.ts fails when the server and this file differ.
 */

export interface paths {
    "/api/acceptances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список приёмок машин
         * @description Раздел: docs/adr/0100-acceptance-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["acceptance.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add-company-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить сотрудника
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право create.
         */
        post: operations["users.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Текущая версия соглашения
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: тип пользователя admin или purchaser.
         */
        get: operations["agreements.template.get"];
        put?: never;
        /**
         * Загрузить новую версию соглашения
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: тип пользователя admin или purchaser.
         */
        post: operations["agreements.template.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agreement/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Версии соглашения
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: тип пользователя admin или purchaser.
         */
        get: operations["agreements.template.versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreement/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Соглашение
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["agreements.get"];
        /**
         * Подписать соглашение кодом
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: маршрут SPEC 6 «RegistrationContracts»; тип пользователя farmer.
         */
        put: operations["agreements.sign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreement/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF соглашения
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["agreements.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreement/{id}/sign-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отправить код подписи соглашения
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: маршрут SPEC 6 «RegistrationContracts»; тип пользователя farmer.
         */
        post: operations["agreements.signCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список соглашений
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["agreements.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agreements/byFarmer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Соглашения фермера
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["agreements.byFarmer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allocate-extra-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Добавить слоты сверх распределённых
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser.
         */
        post: operations["slots.allocateExtra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allocate-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Распределить слоты
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser.
         */
        post: operations["slots.allocate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allocate-slots-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Распределить слоты сразу
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser.
         */
        post: operations["slots.allocateNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Действующие аукционы
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList».
         */
        get: operations["auctions.active"];
        put?: never;
        /**
         * Создать аукцион
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право create; тип пользователя purchaser.
         */
        post: operations["auctions.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить аукцион
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право update; тип пользователя purchaser.
         */
        put: operations["auctions.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Значения нового аукциона по умолчанию
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList».
         */
        get: operations["auctions.defaults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Аукцион
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList».
         */
        get: operations["auctions.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Аукционы, подходящие фермеру
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList»; тип пользователя farmer.
         */
        get: operations["auctions.matched"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/permissions/allow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Открыть фермеру доступ к аукционам
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право update; тип пользователя purchaser.
         */
        post: operations["auctions.permissions.allow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/permissions/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Закрыть фермеру доступ к аукционам
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право update; тип пользователя purchaser.
         */
        post: operations["auctions.permissions.deny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/permissions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Допуск фермеров к аукционам
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList».
         */
        get: operations["auctions.permissions.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Журнал действий
         * @description Раздел: docs/architecture.md.
         *
         *     Доступ: тип пользователя admin.
         */
        get: operations["audit.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Войти по телефону и паролю
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: без входа.
         */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Выйти
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["auth.logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Обновить токен доступа
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: без входа.
         */
        post: operations["auth.refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Войти по коду из SMS (второй путь SPEC)
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: без входа.
         */
        post: operations["auth.sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Машины
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя farmer или purchaser.
         */
        get: operations["transport.cars.list"];
        put?: never;
        /**
         * Добавить машину в распределение
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        post: operations["transport.cars.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars-by-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Машины по слотам
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя farmer или purchaser.
         */
        post: operations["transport.cars.bySlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/distributions/{type}/export/csv/{location}/{start}/{end}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Выгрузить распределение машин (CSV)
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Transport»; тип пользователя purchaser.
         */
        get: operations["transport.distribution.exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/distributions/fca/import/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Проверить файл импорта машин
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Transport»; право update; тип пользователя purchaser.
         */
        post: operations["transport.import.check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/distributions/fca/import/csv/{importUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Подтвердить импорт машин
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Transport»; право update; тип пользователя purchaser.
         */
        put: operations["transport.import.confirm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/distributions/fca/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Шаблон импорта машин (CSV)
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Transport»; тип пользователя purchaser.
         */
        get: operations["transport.import.template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cars/distributions/fca/page/{location}/{start}/{end}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Распределение машин FCA за период
         * @description Раздел: SPEC 7 Cars and transport.
         *
         *     Доступ: маршрут SPEC 6 «Transport»; тип пользователя purchaser.
         */
        get: operations["transport.distribution.page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список компаний
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["companies.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить компанию
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        put: operations["companies.update"];
        /**
         * Создать компанию
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право create; тип пользователя admin.
         */
        post: operations["companies.create"];
        /**
         * Удалить компанию
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: маршрут SPEC 6 «ModerationFarmerEdit»; право update; тип пользователя admin.
         */
        delete: operations["companies.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить статус компании
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: маршрут SPEC 6 «ModerationFarmerEdit»; право update; тип пользователя admin.
         */
        put: operations["companies.setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Компания
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["companies.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/searchByTaxCode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Найти компанию по ИНН
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["companies.searchByTaxCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Открытые настройки для веб-клиента
         * @description Раздел: docs/architecture.md.
         *
         *     Доступ: без входа.
         */
        get: operations["config.public"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список контрактов
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «ContractsList».
         */
        get: operations["contracts.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить контракт
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «Contract»; право update.
         */
        put: operations["contracts.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Авторы контрактов
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «ContractsList».
         */
        get: operations["contracts.authors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/by-uuid/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Контракт
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «ContractsList».
         */
        get: operations["contracts.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/export/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Выгрузить контракты в CSV
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «ContractsList».
         */
        get: operations["contracts.exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/farmer-company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Контракты с компанией фермера
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «ContractsList».
         */
        get: operations["contracts.byFarmerCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/indicative-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ориентировочные цены
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «ContractsList».
         */
        get: operations["contracts.indicativePrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cultures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Культуры
         * @description Раздел: SPEC 7 Products, Address data.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["reference.cultures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dadata/organizations/innogrn/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Сведения об организации по ИНН или ОГРН
         * @description Раздел: SPEC 7 Companies.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["companies.lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-company-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Отключить сотрудника
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право delete.
         */
        put: operations["users.deactivate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Цена доставки
         * @description Раздел: SPEC 7 Tariffs and delivery price.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["tariffs.deliveryPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Исходящие SMS и письма (не в production)
         * @description Раздел: docs/architecture.md.
         *
         *     Доступ: без входа.
         */
        get: operations["dev.outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/fca/area": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить премию района
         * @description Раздел: SPEC 7 Discounts.
         *
         *     Доступ: маршрут SPEC 6 «Discounts»; право update.
         */
        put: operations["discounts.update"];
        /**
         * Добавить премию района
         * @description Раздел: SPEC 7 Discounts.
         *
         *     Доступ: маршрут SPEC 6 «Discounts»; право create.
         */
        post: operations["discounts.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/fca/area/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Удалить премию района
         * @description Раздел: SPEC 7 Discounts.
         *
         *     Доступ: маршрут SPEC 6 «Discounts»; право delete.
         */
        delete: operations["discounts.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/fca/areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Премии по районам
         * @description Раздел: SPEC 7 Discounts.
         *
         *     Доступ: маршрут SPEC 6 «Discounts».
         */
        get: operations["discounts.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Коды видов документов
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["documents.moderation.code"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Компании на модерации
         * @description Раздел: SPEC 7 Moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        post: operations["moderation.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Компания на модерации
         * @description Раздел: SPEC 7 Moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["moderation.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/company/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Одобрить компанию
         * @description Раздел: SPEC 7 Moderation.
         *
         *     Доступ: маршрут SPEC 6 «ModerationFarmer»; право read; тип пользователя admin.
         */
        post: operations["moderation.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/company/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отклонить компанию
         * @description Раздел: SPEC 7 Moderation.
         *
         *     Доступ: маршрут SPEC 6 «ModerationFarmer»; право read; тип пользователя admin.
         */
        post: operations["moderation.decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/company/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Документы компании на модерации
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["documents.moderation.byCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/company/{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Настройки одобренной компании
         * @description Раздел: SPEC 7 Moderation.
         *
         *     Доступ: маршрут SPEC 6 «ModerationFarmerEdit»; право update; тип пользователя admin.
         */
        post: operations["moderation.options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Удалить документ с модерации
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        delete: operations["documents.moderation.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/document/slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Загрузить документ рейса
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        post: operations["tripDocuments.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dmoderation/document/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Загрузить документ на модерацию
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        post: operations["documents.moderation.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить документ
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        put: operations["documents.update"];
        /**
         * Добавить документ
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        post: operations["documents.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs-by-company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Документы компании
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["documents.byCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Документ
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["documents.get"];
        put?: never;
        post?: never;
        /**
         * Удалить документ
         * @description Раздел: SPEC 7 Documents and document moderation.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        delete: operations["documents.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Сведения о файле и ссылка на него
         * @description Раздел: SPEC 7 Files and support.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["files.get"];
        put?: never;
        post?: never;
        /**
         * Удалить файл
         * @description Раздел: SPEC 7 Files and support.
         *
         *     Доступ: любой вошедший пользователь.
         */
        delete: operations["files.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/file/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Скачать файл по подписанной ссылке
         * @description Раздел: SPEC 7 Files and support.
         *
         *     Доступ: ключ API компании в заголовке X-Api-Key.
         */
        get: operations["files.download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Загрузить файл
         * @description Раздел: SPEC 7 Files and support.
         *
         *     Доступ: любой вошедший пользователь.
         */
        post: operations["files.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Слоты водителя по его ссылке
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: ключ API компании в заголовке X-Api-Key.
         */
        get: operations["slots.driverLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entities/cultures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Культуры (второй путь SPEC)
         * @description Раздел: SPEC 7 Products, Address data.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["reference.culturesLegacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Поток событий торгов (Server-Sent Events)
         * @description Раздел: docs/adr/0067-live-events.md.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["events.stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/cars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Машины своего автопарка
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя farmer или purchaser.
         */
        get: operations["fleet.cars.list"];
        put?: never;
        /**
         * Добавить машину
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        post: operations["fleet.cars.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/cars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить машину
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        put: operations["fleet.cars.update"];
        post?: never;
        /**
         * Удалить машину
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        delete: operations["fleet.cars.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Водители своего автопарка
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя farmer или purchaser.
         */
        get: operations["fleet.drivers.list"];
        put?: never;
        /**
         * Добавить водителя
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        post: operations["fleet.drivers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/drivers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить водителя
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        put: operations["fleet.drivers.update"];
        post?: never;
        /**
         * Удалить водителя
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        delete: operations["fleet.drivers.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/free-slots-quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Свободные тонны пункта по дням
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser.
         */
        post: operations["slots.freeQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Создать группу ролей
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право create, update.
         */
        post: operations["roles.groups.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Удалить группу ролей
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право update.
         */
        delete: operations["roles.groups.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Задать роли группы
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право update.
         */
        put: operations["roles.groups.updateRole"];
        /**
         * Добавить роли в группу
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право update.
         */
        post: operations["roles.groups.addRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Убрать роли из группы
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право update.
         */
        delete: operations["roles.groups.removeRoles"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Группа ролей
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["roles.groups.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Процесс жив
         * @description Раздел: docs/operations.md.
         *
         *     Доступ: ключ API компании в заголовке X-Api-Key.
         */
        get: operations["operations.health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Упавшие фоновые задания
         * @description Раздел: docs/adr/0060-jobs-and-outbox.md.
         *
         *     Доступ: тип пользователя admin.
         */
        get: operations["jobs.failed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kladr/locations/areas/{id}/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Названия районов региона
         * @description Раздел: SPEC 7 Products, Address data.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["reference.areas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kladr/locations/regions/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Названия регионов
         * @description Раздел: SPEC 7 Products, Address data.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["reference.regions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить пункт или место
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «ShippingPointView»; право update.
         */
        put: operations["locations.update"];
        /**
         * Создать пункт или место
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «ShippingPointView»; право create.
         */
        post: operations["locations.create"];
        /**
         * Удалить несколько пунктов или мест
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «ShippingPointView»; право delete.
         */
        delete: operations["locations.deleteMany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations-by-company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Пункты и места компании (второй путь SPEC)
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["locations.byCompanyLegacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Пункт или место
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["locations.get"];
        put?: never;
        post?: never;
        /**
         * Удалить пункт или место
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «ShippingPointView»; право delete.
         */
        delete: operations["locations.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Пункты и места компании
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["locations.byCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/locations-by-ids/{ids}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Пункты и места по списку идентификаторов
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: любой вошедший пользователь.
         */
        post: operations["locations.byIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/region/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Пункты и места региона
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["locations.byRegion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/monitoring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Мониторинг площадки
         * @description Раздел: docs/monitoring.md.
         *
         *     Доступ: маршрут SPEC 6 «Monitoring»; право read; тип пользователя purchaser.
         */
        get: operations["monitoring.overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/monitoring/yard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Двор пункта приёмки
         * @description Раздел: docs/monitoring.md.
         *
         *     Доступ: маршрут SPEC 6 «Monitoring»; право read; тип пользователя purchaser.
         */
        get: operations["monitoring.yard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Уведомления
         * @description Раздел: docs/notifications.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["notifications.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Отметить уведомления прочитанными
         * @description Раздел: docs/notifications.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        put: operations["notifications.read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Отметить все уведомления прочитанными
         * @description Раздел: docs/notifications.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        put: operations["notifications.readAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Настройки уведомлений
         * @description Раздел: docs/notifications.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["notifications.settings.get"];
        /**
         * Изменить настройки уведомлений
         * @description Раздел: docs/notifications.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        put: operations["notifications.settings.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Создать предложение за фермера (сделка по телефону)
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offer»; право update; тип пользователя purchaser.
         */
        post: operations["offers.createOnBehalf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Отозвать предложение
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offer»; право update; тип пользователя farmer.
         */
        delete: operations["offers.withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/filterByAuction/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Предложения аукциона по месту
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList».
         */
        get: operations["offers.byAuction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/filterByCompany/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Предложения компании
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offers».
         */
        get: operations["offers.byCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/get/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Предложение
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offers».
         */
        get: operations["offers.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/rebindable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Аукционы для переноса предложения
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право update; тип пользователя purchaser.
         */
        get: operations["offers.rebindTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Перенести предложение на другой аукцион
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право update; тип пользователя purchaser.
         */
        patch: operations["offers.rebind"];
        trace?: never;
    };
    "/api/offers/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Итоги аукциона
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList».
         */
        get: operations["offers.result"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить задачу
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        put: operations["tasks.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/task/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Задача
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «TasksList».
         */
        get: operations["tasks.get"];
        put?: never;
        post?: never;
        /**
         * Удалить задачу
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        delete: operations["tasks.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/task/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Повторить отправку задачи в систему закупщика
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        post: operations["tasks.retrySync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/task/{id}/status/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Сменить статус задачи
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        put: operations["tasks.move"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Авторы предложений
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: маршрут SPEC 6 «Offers»; тип пользователя purchaser или admin.
         */
        get: operations["users.offerAuthors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/v2/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список предложений
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offers».
         */
        get: operations["offers.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/agreement/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF своего соглашения
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: маршрут SPEC 6 «RegistrationContracts»; тип пользователя farmer.
         */
        get: operations["agreements.personalPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/agreement/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Соглашение текущего фермера
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: маршрут SPEC 6 «RegistrationContracts»; тип пользователя farmer.
         */
        post: operations["agreements.current"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/agreement/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Соглашение, ожидающее подписи
         * @description Раздел: SPEC 7 Agreements.
         *
         *     Доступ: маршрут SPEC 6 «RegistrationContracts»; тип пользователя farmer.
         */
        get: operations["agreements.pending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/offers/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Создать задачу (сделку)
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право create; тип пользователя purchaser.
         */
        post: operations["tasks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prepayments/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Заявки на аванс
         * @description Раздел: SPEC 7 Prepayment.
         *
         *     Доступ: маршрут SPEC 6 «Prepayment»; право read.
         */
        get: operations["prepayment.list"];
        /**
         * Изменить заявку на аванс
         * @description Раздел: SPEC 7 Prepayment.
         *
         *     Доступ: маршрут SPEC 6 «Prepayment»; право update.
         */
        put: operations["prepayment.update"];
        /**
         * Подать заявку на аванс
         * @description Раздел: SPEC 7 Prepayment.
         *
         *     Доступ: тип пользователя farmer.
         */
        post: operations["prepayment.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prices/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Доска цен
         * @description Раздел: docs/prices.md.
         *
         *     Доступ: маршрут SPEC 6 «Prices».
         */
        get: operations["prices.board"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Подписаться на push-уведомления
         * @description Раздел: docs/adr/0097-installable-app-and-web-push.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        post: operations["push.subscribe"];
        /**
         * Отписаться от push-уведомлений
         * @description Раздел: docs/adr/0097-installable-app-and-web-push.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        delete: operations["push.unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Открытый ключ VAPID
         * @description Раздел: docs/adr/0097-installable-app-and-web-push.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["push.key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quality-norms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Нормы качества приёмки компании
         * @description Раздел: docs/adr/0100-acceptance-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser.
         */
        get: operations["acceptance.norms.get"];
        /**
         * Изменить нормы качества приёмки
         * @description Раздел: docs/adr/0100-acceptance-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право create; тип пользователя purchaser.
         */
        put: operations["acceptance.norms.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Готов ли сервер принимать запросы
         * @description База доступна, миграции применены, фоновые задачи работают.
         *
         *     Раздел: docs/operations.md.
         *
         *     Доступ: ключ API компании в заголовке X-Api-Key.
         */
        get: operations["operations.ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recover-company-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Вернуть сотрудника
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право delete.
         */
        put: operations["users.recover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Регионы
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «RegionsList».
         */
        get: operations["regions.list"];
        /**
         * Изменить регион
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «Region»; право update.
         */
        put: operations["regions.update"];
        /**
         * Создать регион
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «Region»; право create.
         */
        post: operations["regions.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Регион
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «RegionsList».
         */
        get: operations["regions.get"];
        put?: never;
        post?: never;
        /**
         * Удалить регион
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «Region»; право delete.
         */
        delete: operations["regions.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Приглашения
         * @description Раздел: docs/onboarding.md.
         *
         *     Доступ: маршрут SPEC 6 «UsersList»; право read; тип пользователя purchaser или admin.
         */
        get: operations["registration.list"];
        put?: never;
        /**
         * Пригласить фермера
         * @description Раздел: docs/onboarding.md.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право create; тип пользователя purchaser или admin.
         */
        post: operations["registration.invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registration/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отправить приглашение ещё раз
         * @description Раздел: docs/onboarding.md.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право create; тип пользователя purchaser или admin.
         */
        post: operations["registration.resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resetpwd-company-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Сбросить пароль сотрудника
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право update.
         */
        post: operations["users.resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Роли
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «RolesList».
         */
        get: operations["roles.list"];
        /**
         * Изменить роль
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «RolesView»; право update.
         */
        put: operations["roles.update"];
        /**
         * Создать роль
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «RolesView»; право create.
         */
        post: operations["roles.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Роль
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["roles.get"];
        put?: never;
        post?: never;
        /**
         * Удалить роль
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «RolesView»; право update, delete.
         */
        delete: operations["roles.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Удалить несколько ролей
         * @description Раздел: SPEC 7 Roles and groups.
         *
         *     Доступ: маршрут SPEC 6 «RolesView»; право update, delete.
         */
        delete: operations["roles.deleteMany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/location/{id}/date/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Настройки дня пункта приёмки
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser.
         */
        get: operations["slots.daySettings.get"];
        /**
         * Изменить настройки дня пункта приёмки
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право create; тип пользователя purchaser.
         */
        put: operations["slots.daySettings.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/location/{id}/trip-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Требования к документам рейса пункта
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser.
         */
        get: operations["tripDocuments.settings.get"];
        /**
         * Изменить требования к документам рейса
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право create; тип пользователя purchaser.
         */
        put: operations["tripDocuments.settings.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список расчётов с поставщиками
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право read; тип пользователя purchaser.
         */
        get: operations["settlements.list"];
        put?: never;
        /**
         * Сформировать расчёт по сделке
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право create; тип пользователя purchaser.
         */
        post: operations["settlements.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Расчёт с поставщиком
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право read; тип пользователя purchaser.
         */
        get: operations["settlements.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Расчёт в CSV
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право read; тип пользователя purchaser.
         */
        get: operations["settlements.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Расчёт в PDF
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право read; тип пользователя purchaser.
         */
        get: operations["settlements.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Подтвердить, отменить или отметить оплату расчёта
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право update; тип пользователя purchaser.
         */
        put: operations["settlements.move"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Сделки с принятыми машинами вне расчётов
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право read; тип пользователя purchaser.
         */
        get: operations["settlements.deals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/registry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Реестр платежей для банка (1С «Клиент-банк»)
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Settlements»; право update; тип пользователя purchaser.
         */
        post: operations["settlements.registry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slot-deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Сделки со слотами
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser.
         */
        get: operations["slots.deals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список слотов
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["slots.list"];
        /**
         * Изменить слот
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        put: operations["slots.update"];
        /**
         * Создать слот
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser или farmer.
         */
        post: operations["slots.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots-by-location/{loc}/date/{start}/{end}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Слоты пункта приёмки за дни
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["slots.byLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots-by-offer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Слоты предложения
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["slots.byOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Слот
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["slots.get"];
        put?: never;
        post?: never;
        /**
         * Удалить слот
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser или farmer.
         */
        delete: operations["slots.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Приёмка машины по слоту
         * @description Раздел: docs/adr/0100-acceptance-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["acceptance.get"];
        put?: never;
        /**
         * Записать приёмку машины по слоту
         * @description Раздел: docs/adr/0100-acceptance-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser.
         */
        post: operations["acceptance.record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/acceptance-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Условия приёмки по слоту
         * @description Раздел: docs/adr/0100-acceptance-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser.
         */
        get: operations["acceptance.terms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/acceptance/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Квитанция о приёмке (PDF)
         * @description Раздел: docs/adr/0100-acceptance-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["acceptance.receipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Назначить машину и водителя на слоты
         * @description Раздел: docs/fleet.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя farmer или purchaser.
         */
        post: operations["fleet.assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отметить прибытие машины
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; право update; тип пользователя purchaser.
         */
        post: operations["slots.checkIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/free": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Свободное время пункта
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser или farmer.
         */
        get: operations["slots.free"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Перенести слоты
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser или farmer.
         */
        post: operations["slots.transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ближайшие слоты
         * @description Раздел: SPEC 7 Slots.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["slots.upcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Контакты поддержки
         * @description Раздел: SPEC 7 Files and support.
         *
         *     Доступ: ключ API компании в заголовке X-Api-Key.
         */
        get: operations["support.info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tariffs/by-region/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Тарифы региона
         * @description Раздел: SPEC 7 Tariffs and delivery price.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["tariffs.byRegion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Пользователь
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: любой вошедший пользователь; открыт и сессии регистрации.
         */
        get: operations["users.get"];
        /**
         * Изменить пользователя
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: маршрут SPEC 6 «UsersView»; право update.
         */
        put: operations["users.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/onetime/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Войти по одноразовой ссылке
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: без входа.
         */
        get: operations["auth.oneTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Обновить токен доступа (путь SPEC)
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: без входа.
         */
        post: operations["auth.refreshLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Задать новый пароль по ссылке
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: без входа.
         */
        post: operations["users.passwordReset.complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password-reset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Проверить ссылку сброса пароля
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: без входа.
         */
        get: operations["users.passwordReset.check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ключи API компании
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        get: operations["tasks.apiKeys.list"];
        put?: never;
        /**
         * Выпустить ключ API
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        post: operations["tasks.apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Отозвать ключ API
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        delete: operations["tasks.apiKeys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/contracted-farmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Фермеры с контрактами
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: тип пользователя purchaser.
         */
        get: operations["contracts.farmers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Сделки фермера
         * @description Раздел: docs/farmer.md.
         *
         *     Доступ: маршрут SPEC 6 «Deals».
         */
        get: operations["deals.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Свои пункты и места
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["locations.mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Свои предложения фермера
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offers»; тип пользователя farmer.
         */
        get: operations["offers.mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/prepayments/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Свои заявки на аванс
         * @description Раздел: SPEC 7 Prepayment.
         *
         *     Доступ: тип пользователя farmer.
         */
        get: operations["prepayment.mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Свои регионы
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["regions.mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Расчёты со мной (фермер)
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Deals».
         */
        get: operations["settlements.farmer.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/settlements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Расчёт со мной (фермер)
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Deals».
         */
        get: operations["settlements.farmer.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/settlements/{id}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Расчёт со мной в CSV (фермер)
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Deals».
         */
        get: operations["settlements.farmer.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/settlements/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Расчёт со мной в PDF (фермер)
         * @description Раздел: docs/settlement.md, docs/adr/0101-settlement-model.md.
         *
         *     Доступ: маршрут SPEC 6 «Deals».
         */
        get: operations["settlements.farmer.pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Список задач
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «TasksList».
         */
        get: operations["tasks.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/task-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Адрес вебхука задач
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        get: operations["tasks.webhook.get"];
        /**
         * Задать адрес вебхука задач
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        put: operations["tasks.webhook.update"];
        post?: never;
        /**
         * Удалить вебхук задач
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: маршрут SPEC 6 «Task»; право update; тип пользователя purchaser.
         */
        delete: operations["tasks.webhook.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/personal/todo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Дела на главной
         * @description Раздел: docs/home.md.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["home.todo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/phone/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Отправить код входа на номер телефона
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: без входа.
         */
        post: operations["auth.phone.check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Войти по коду из SMS
         * @description Раздел: SPEC 7 Auth.
         *
         *     Доступ: без входа.
         */
        post: operations["auth.phone.confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/super/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Проверить вход суперпользователя
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: любой вошедший пользователь.
         */
        get: operations["users.super.check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/super/phone-token/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Войти от имени пользователя
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: тип пользователя purchaser.
         */
        get: operations["users.super.impersonate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dmoderation/slot/{id}/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Решение по документам рейса
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «DocumentsList»; тип пользователя purchaser.
         */
        put: operations["tripDocuments.decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dmoderation/slot/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * История документов рейса
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["tripDocuments.history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dmoderation/slot/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Статусы документов рейсов
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots».
         */
        get: operations["tripDocuments.statuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dmoderation/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Очередь проверки документов рейсов
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «DocumentsList»; тип пользователя purchaser.
         */
        get: operations["tripDocuments.queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fgis/acceptances/{location}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Выгрузка приёмок для ФГИС «Зерно»
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser.
         */
        get: operations["tripDocuments.fgis.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fgis/acceptances/{location}/{date}/missing-sdiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Приёмки без СДИЗ
         * @description Раздел: docs/trip-documents.md.
         *
         *     Доступ: маршрут SPEC 6 «Slots»; тип пользователя purchaser.
         */
        get: operations["tripDocuments.fgis.missingSdiz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auctions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Удалить аукцион
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право delete, update; тип пользователя purchaser.
         */
        delete: operations["auctions.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Создать контракт
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «Contract»; право create.
         */
        post: operations["contracts.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/contracts/{uuid}/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить статус контракта
         * @description Раздел: SPEC 7 Contracts.
         *
         *     Доступ: маршрут SPEC 6 «Contract»; право update.
         */
        put: operations["contracts.setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/counterOffer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ответить на встречное предложение
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offer»; право update; тип пользователя farmer.
         */
        put: operations["offers.counterAnswer"];
        /**
         * Сделать встречное предложение
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право update; тип пользователя purchaser.
         */
        post: operations["offers.counter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/locations/place-of-shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Места отгрузки с фильтрами
         * @description Раздел: SPEC 7 Locations and regions.
         *
         *     Доступ: маршрут SPEC 6 «ShippingPointsList».
         */
        post: operations["locations.places"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/offer/{partner}/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Создать сделку из системы партнёра
         * @description Раздел: SPEC 7 Tasks.
         *
         *     Доступ: ключ API компании в заголовке X-Api-Key.
         */
        post: operations["tasks.createByPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Изменить предложение
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offer»; право update; тип пользователя farmer.
         */
        put: operations["offers.update"];
        /**
         * Создать предложение
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offer»; право update; тип пользователя farmer.
         */
        post: operations["offers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/offers/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Места в предложениях
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offers».
         */
        get: operations["offers.locations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/offers/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Рассчитать цену предложения
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offer»; право update; тип пользователя farmer или purchaser.
         */
        post: operations["offers.quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/offers/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Принять предложения по итогам аукциона
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Auction»; право update; тип пользователя purchaser.
         */
        post: operations["offers.accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/offers/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Число предложений по статусам
         * @description Раздел: SPEC 7 Offers.
         *
         *     Доступ: маршрут SPEC 6 «Offers».
         */
        get: operations["offers.statusCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/prepayments/export-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Выгрузить лимиты аванса (CSV)
         * @description Раздел: SPEC 7 Prepayment.
         *
         *     Доступ: маршрут SPEC 6 «Prepayment»; право read.
         */
        get: operations["prepayment.limits.export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/prepayments/upload-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Загрузить лимиты аванса (CSV)
         * @description Раздел: SPEC 7 Prepayment.
         *
         *     Доступ: маршрут SPEC 6 «Prepayment»; право create, update.
         */
        post: operations["prepayment.limits.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/prepayments/upload-limits/errors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ошибки загрузки лимитов (CSV)
         * @description Раздел: SPEC 7 Prepayment.
         *
         *     Доступ: маршрут SPEC 6 «Prepayment»; право read.
         */
        get: operations["prepayment.limits.errors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tariffs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Сохранить тарифы
         * @description Раздел: SPEC 7 Tariffs and delivery price.
         *
         *     Доступ: тип пользователя admin.
         */
        post: operations["tariffs.save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Список пользователей
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: маршрут SPEC 6 «UsersList».
         */
        post: operations["users.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Сотрудники компании
         * @description Раздел: SPEC 7 Users.
         *
         *     Доступ: тип пользователя purchaser.
         */
        get: operations["users.staff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Список аукционов с фильтрами
         * @description Раздел: SPEC 7 Auctions.
         *
         *     Доступ: маршрут SPEC 6 «AuctionsList».
         */
        post: operations["auctions.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "task.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Задача создана или изменена
         * @description Колос отправляет POST на адрес, заданный в PUT /api/user/personal/task-webhook (docs/tasks.md «Sync»). Подпись: заголовок x-kolos-signature = t=<секунды Unix>,v1=<hex HMAC-SHA256(секрет, "<t>.<тело как есть>")>; получатель пересчитывает её по сырому телу, сравнивает за постоянное время и отвергает метку старше нескольких минут. Успех — ответ 2xx за 10 с. Иначе 5 повторов через 2 с, 4 с, 8 с… (около минуты), затем задача переходит в ERROR с причиной. Перенаправления не выполняются. Доставка может повториться: ключ получателя — task.uuid и version.
         */
        post: operations["tasks.webhook.changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Задача удалена
         * @description Колос отправляет POST на адрес, заданный в PUT /api/user/personal/task-webhook (docs/tasks.md «Sync»). Подпись: заголовок x-kolos-signature = t=<секунды Unix>,v1=<hex HMAC-SHA256(секрет, "<t>.<тело как есть>")>; получатель пересчитывает её по сырому телу, сравнивает за постоянное время и отвергает метку старше нескольких минут. Успех — ответ 2xx за 10 с. Иначе 5 повторов через 2 с, 4 с, 8 с… (около минуты), затем задача переходит в ERROR с причиной. Перенаправления не выполняются. Доставка может повториться: ключ получателя — task.uuid и version.
         */
        post: operations["tasks.webhook.deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description Ответ с ошибкой: текст для пользователя, код и подробности. */
        Error: {
            /** @description Код ошибки: имя из каталога (VALIDATION, NOT_FOUND, …) или число SPEC 8 (35742) */
            code?: string | number;
            /** @description Подробности: для 400 — список { field, message } по полям; для 35742 — тонны, которые ещё помещаются; для 429 — { retryAfterSeconds } */
            detail?: unknown;
            /** @description Текст ошибки по-русски, его можно показать пользователю */
            message: string;
            /** @description Только у 35742: ближайшие свободные дни пункта приёмки, YYYY-MM-DD */
            nearestFreeDates?: string[];
        };
    };
    responses: {
        /** @description Неверный запрос: поле не прошло проверку или тело не JSON. Коды: VALIDATION */
        "400-VALIDATION": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "VALIDATION";
                };
            };
        };
        /** @description Неверный запрос: поле не прошло проверку или тело не JSON. Коды: VALIDATION, MALFORMED_JSON */
        "400-VALIDATION-MALFORMED_JSON": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "VALIDATION" | "MALFORMED_JSON";
                };
            };
        };
        /** @description Неверный запрос: поле не прошло проверку или тело не JSON. Коды: VALIDATION, MALFORMED_JSON, BAD_CODE, CODE_EXPIRED, CODE_ATTEMPTS_EXCEEDED */
        "400-VALIDATION-MALFORMED_JSON-BAD_CODE-CODE_EXPIRED-CODE_ATTEMPTS_EXCEEDED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "VALIDATION" | "MALFORMED_JSON" | "BAD_CODE" | "CODE_EXPIRED" | "CODE_ATTEMPTS_EXCEEDED";
                };
            };
        };
        /** @description Неверный запрос: поле не прошло проверку или тело не JSON. Коды: VALIDATION, MALFORMED_JSON, BAD_PHONE */
        "400-VALIDATION-MALFORMED_JSON-BAD_PHONE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "VALIDATION" | "MALFORMED_JSON" | "BAD_PHONE";
                };
            };
        };
        /** @description Нет входа: нет токена, токен истёк или сессия завершена. Коды: BAD_CREDENTIALS */
        "401-BAD_CREDENTIALS": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "BAD_CREDENTIALS";
                };
            };
        };
        /** @description Нет входа: нет токена, токен истёк или сессия завершена. Коды: REFRESH_INVALID */
        "401-REFRESH_INVALID": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "REFRESH_INVALID";
                };
            };
        };
        /** @description Нет входа: нет токена, токен истёк или сессия завершена. Коды: UNAUTHORIZED, TOKEN_EXPIRED. TOKEN_EXPIRED — обновите токен (POST /api/auth/refresh) */
        "401-UNAUTHORIZED-TOKEN_EXPIRED": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "UNAUTHORIZED" | "TOKEN_EXPIRED";
                };
            };
        };
        /** @description Недостаточно прав (SPEC 6) или роль не та. Коды: FORBIDDEN */
        "403-FORBIDDEN": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "FORBIDDEN";
                };
            };
        };
        /** @description Недостаточно прав (SPEC 6) или роль не та. Коды: USER_INACTIVE */
        "403-USER_INACTIVE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "USER_INACTIVE";
                };
            };
        };
        /** @description Не найдено или принадлежит другой компании. Коды: NOT_FOUND */
        "404-NOT_FOUND": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "NOT_FOUND";
                };
            };
        };
        /** @description Действие невозможно в текущем состоянии. Коды: CONFLICT */
        "409-CONFLICT": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "CONFLICT";
                };
            };
        };
        /** @description Действие невозможно в текущем состоянии. Коды: CONFLICT, 35742. 35742 (SPEC 8) — не хватает слотов в пункте приёмки: detail — сколько тонн ещё помещается, nearestFreeDates — ближайшие свободные дни */
        "409-CONFLICT-35742": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "CONFLICT" | 35742;
                };
            };
        };
        /** @description Ссылка больше не действует. Коды: GONE */
        "410-GONE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "GONE";
                };
            };
        };
        /** @description Слишком большой запрос. Коды: PAYLOAD_TOO_LARGE */
        "413-PAYLOAD_TOO_LARGE": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "PAYLOAD_TOO_LARGE";
                };
            };
        };
        /** @description Слишком много запросов: повторите через Retry-After секунд. Коды: TOO_MANY_REQUESTS */
        "429-TOO_MANY_REQUESTS": {
            headers: {
                /** @description Через сколько секунд повторить */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "TOO_MANY_REQUESTS";
                };
            };
        };
        /** @description Слишком много запросов: повторите через Retry-After секунд. Коды: TOO_MANY_REQUESTS, RESEND_TOO_EARLY */
        "429-TOO_MANY_REQUESTS-RESEND_TOO_EARLY": {
            headers: {
                /** @description Через сколько секунд повторить */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "TOO_MANY_REQUESTS" | "RESEND_TOO_EARLY";
                };
            };
        };
        /** @description Сервер перегружен или не готов: повторите через Retry-After секунд. Коды: OVERLOADED */
        "503-OVERLOADED": {
            headers: {
                /** @description Через сколько секунд повторить */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "OVERLOADED";
                };
            };
        };
        /** @description Сервер перегружен или не готов: повторите через Retry-After секунд. Коды: OVERLOADED, NOT_READY */
        "503-OVERLOADED-NOT_READY": {
            headers: {
                /** @description Через сколько секунд повторить */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "OVERLOADED" | "NOT_READY";
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "acceptance.list": {
        parameters: {
            query?: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateFrom?: string;
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateTo?: string;
                dealUuid?: string;
                farmerCompanyUuid?: string;
                limit?: number;
                locationUuid?: string;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptances: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            carNumber: string | null;
                            creditedKg: number;
                            dealNumber: number | null;
                            dealUuid: string | null;
                            /** @enum {string} */
                            decision: "ACCEPT" | "REFUSE";
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            locationName: string;
                            locationUuid: string;
                            lossPercent: number;
                            netKg: number;
                            /** @description Копейки за тонну, целое число */
                            pricePerTon: number;
                            slotId: number;
                            slotUuid: string;
                            ticketNumber: string | null;
                            uuid: string;
                            vat: number | null;
                            version: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyUuid?: string | null;
                    lastName: string;
                    name: string;
                    notifyEmail: string;
                    phone: string;
                    roleUuid?: string | null;
                    /** @default  */
                    surname?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.template.get": {
        parameters: {
            query?: {
                purchaserUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        createdBy: string | null;
                        /** Format: uuid */
                        purchaserCompanyUuid: string;
                        text: string;
                        title: string;
                        /** Format: uuid */
                        uuid: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.template.upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    purchaserUuid?: string;
                    text: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        createdBy: string | null;
                        /** Format: uuid */
                        purchaserCompanyUuid: string;
                        text: string;
                        title: string;
                        /** Format: uuid */
                        uuid: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.template.versions": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                purchaserUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        awaitingCount: number;
                        templates: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            createdBy: string | null;
                            createdByName: string | null;
                            /** Format: uuid */
                            purchaserCompanyUuid: string;
                            signedCount: number;
                            text: string;
                            title: string;
                            /** Format: uuid */
                            uuid: string;
                            version: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        farmerCompanyName: string;
                        /** Format: uuid */
                        farmerCompanyUuid: string;
                        purchaserCompanyName: string;
                        /** Format: uuid */
                        purchaserCompanyUuid: string;
                        signature: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            signedAt: string;
                            signerIp: string | null;
                            signerName: string;
                            signerPhone: string;
                            /** Format: uuid */
                            signerUuid: string;
                            textSha256: string;
                        } | null;
                        /** @enum {string} */
                        status: "AGREEMENT_CONTRACT_CREATED" | "AGREEMENT_CONTRACT_SIGNED";
                        /** Format: uuid */
                        templateUuid: string;
                        text: string;
                        title: string;
                        /** Format: uuid */
                        uuid: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.sign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    status: "AGREEMENT_CONTRACT_SIGNED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        farmerCompanyName: string;
                        /** Format: uuid */
                        farmerCompanyUuid: string;
                        purchaserCompanyName: string;
                        /** Format: uuid */
                        purchaserCompanyUuid: string;
                        signature: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            signedAt: string;
                            signerIp: string | null;
                            signerName: string;
                            signerPhone: string;
                            /** Format: uuid */
                            signerUuid: string;
                            textSha256: string;
                        } | null;
                        /** @enum {string} */
                        status: "AGREEMENT_CONTRACT_CREATED" | "AGREEMENT_CONTRACT_SIGNED";
                        /** Format: uuid */
                        templateUuid: string;
                        text: string;
                        title: string;
                        /** Format: uuid */
                        uuid: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON-BAD_CODE-CODE_EXPIRED-CODE_ATTEMPTS_EXCEEDED"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.signCode": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codeLength: number;
                        expiresInSeconds: number;
                        phone: string;
                        resendAfterSeconds: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS-RESEND_TOO_EARLY"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.list": {
        parameters: {
            query?: {
                farmerUuid?: string;
                limit?: number;
                offset?: number;
                purchaserUuid?: string;
                status?: "AGREEMENT_CONTRACT_CREATED" | "AGREEMENT_CONTRACT_SIGNED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreements: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            farmerCompanyName: string;
                            /** Format: uuid */
                            farmerCompanyUuid: string;
                            purchaserCompanyName: string;
                            /** Format: uuid */
                            purchaserCompanyUuid: string;
                            signature: {
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                signedAt: string;
                                signerIp: string | null;
                                signerName: string;
                                signerPhone: string;
                                /** Format: uuid */
                                signerUuid: string;
                                textSha256: string;
                            } | null;
                            /** @enum {string} */
                            status: "AGREEMENT_CONTRACT_CREATED" | "AGREEMENT_CONTRACT_SIGNED";
                            /** Format: uuid */
                            templateUuid: string;
                            text: string;
                            title: string;
                            /** Format: uuid */
                            uuid: string;
                            version: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.byFarmer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        farmerCompanyName: string;
                        /** Format: uuid */
                        farmerCompanyUuid: string;
                        purchaserCompanyName: string;
                        /** Format: uuid */
                        purchaserCompanyUuid: string;
                        signature: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            signedAt: string;
                            signerIp: string | null;
                            signerName: string;
                            signerPhone: string;
                            /** Format: uuid */
                            signerUuid: string;
                            textSha256: string;
                        } | null;
                        /** @enum {string} */
                        status: "AGREEMENT_CONTRACT_CREATED" | "AGREEMENT_CONTRACT_SIGNED";
                        /** Format: uuid */
                        templateUuid: string;
                        text: string;
                        title: string;
                        /** Format: uuid */
                        uuid: string;
                        version: number;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.allocateExtra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    offerUuid: string;
                    volume: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            date: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            id: number;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.allocate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offers: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            date: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            id: number;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.allocateNow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    count: number;
                    /** Format: uuid */
                    offerUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            date: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            id: number;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        endAt: string;
                        number: number;
                        ownerCompanyUuid: string;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        region: {
                            name: string;
                            uuid: string;
                        };
                        regionUuid: string;
                        /** @enum {string} */
                        status: "AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED";
                        uuid: string;
                        volume: number;
                    }[];
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateEnd: string;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateStart: string;
                    /** @enum {string} */
                    deliveryType?: "BUYER" | "SELLER";
                    deliveryTypes?: ("BUYER" | "SELLER")[];
                    /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3); на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                    endAt: string;
                    humidity: number;
                    locationUuids: string[];
                    minLotVolume?: number;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    /** Format: uuid */
                    productUuid: string;
                    /** Format: uuid */
                    regionUuid: string;
                    startAt?: string | null;
                    volume: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptedVolume: number;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        deliveryType: ("BUYER" | "SELLER") | null;
                        deliveryTypes: ("BUYER" | "SELLER")[];
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        endAt: string;
                        humidity: number;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        locationUuids: string[];
                        minLotVolume: number;
                        number: number;
                        offeredVolume: number;
                        offersCount: number;
                        ownerCompany: {
                            name: string;
                        };
                        ownerCompanyUuid: string;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        region: {
                            name: string;
                            uuid: string;
                        };
                        regionUuid: string;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        startAt: string;
                        /** @enum {string} */
                        status: "AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED";
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateEnd?: string;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateStart?: string;
                    /** @enum {string} */
                    deliveryType?: "BUYER" | "SELLER";
                    deliveryTypes?: ("BUYER" | "SELLER")[];
                    /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3); на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                    endAt?: string;
                    humidity?: number;
                    locationUuids?: string[];
                    minLotVolume?: number;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price?: number;
                    /** Format: uuid */
                    productUuid?: string;
                    /** Format: uuid */
                    regionUuid?: string;
                    startAt?: string | null;
                    volume?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptedVolume: number;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        deliveryType: ("BUYER" | "SELLER") | null;
                        deliveryTypes: ("BUYER" | "SELLER")[];
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        endAt: string;
                        humidity: number;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        locationUuids: string[];
                        minLotVolume: number;
                        number: number;
                        offeredVolume: number;
                        offersCount: number;
                        ownerCompany: {
                            name: string;
                        };
                        ownerCompanyUuid: string;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        region: {
                            name: string;
                            uuid: string;
                        };
                        regionUuid: string;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        startAt: string;
                        /** @enum {string} */
                        status: "AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED";
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        endAt: string;
                        minLotVolume: number;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        startAt: string;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptedVolume: number;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        deliveryType: ("BUYER" | "SELLER") | null;
                        deliveryTypes: ("BUYER" | "SELLER")[];
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        endAt: string;
                        humidity: number;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        locationUuids: string[];
                        minLotVolume: number;
                        number: number;
                        offeredVolume: number;
                        offersCount: number;
                        ownerCompany: {
                            name: string;
                        };
                        ownerCompanyUuid: string;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        region: {
                            name: string;
                            uuid: string;
                        };
                        regionUuid: string;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        startAt: string;
                        /** @enum {string} */
                        status: "AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED";
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptedVolume: number;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        deliveryType: ("BUYER" | "SELLER") | null;
                        deliveryTypes: ("BUYER" | "SELLER")[];
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        endAt: string;
                        humidity: number;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        locationUuids: string[];
                        minLotVolume: number;
                        number: number;
                        offeredVolume: number;
                        offersCount: number;
                        ownerCompany: {
                            name: string;
                        };
                        ownerCompanyUuid: string;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        region: {
                            name: string;
                            uuid: string;
                        };
                        regionUuid: string;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        startAt: string;
                        /** @enum {string} */
                        status: "AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED";
                        uuid: string;
                        volume: number;
                    }[];
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.permissions.allow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    auctionUuid: string;
                    /** Format: uuid */
                    farmerCompanyUuid: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auctionUuid: string;
                        denied: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                        }[];
                        history: {
                            author: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            denied: boolean;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.permissions.deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    auctionUuid: string;
                    /** Format: uuid */
                    farmerCompanyUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auctionUuid: string;
                        denied: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                        }[];
                        history: {
                            author: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            denied: boolean;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.permissions.list": {
        parameters: {
            query: {
                auctionUuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auctionUuid: string;
                        denied: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                        }[];
                        history: {
                            author: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            denied: boolean;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "audit.list": {
        parameters: {
            query?: {
                action?: string;
                actorUuid?: string;
                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                createdFrom?: string;
                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                createdTo?: string;
                limit?: number;
                offset?: number;
                targetUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            action: string;
                            actor: {
                                fullName: string;
                                phone: string;
                                uuid: string;
                            } | null;
                            /**
                             * Format: date-time
                             * @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ
                             */
                            createdAt: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            ip: string | null;
                            target: {
                                fullName: string;
                                phone: string;
                                uuid: string;
                            } | null;
                            targetUuid: string | null;
                            uuid: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-BAD_CREDENTIALS"];
            403: components["responses"]["403-USER_INACTIVE"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    access_token?: string;
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-REFRESH_INVALID"];
            403: components["responses"]["403-USER_INACTIVE"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.sendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    fingerprint?: string;
                    /** Format: uuid */
                    requestId?: string;
                    /** Format: uuid */
                    session_uuid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON-BAD_CODE-CODE_EXPIRED-CODE_ATTEMPTS_EXCEEDED"];
            403: components["responses"]["403-USER_INACTIVE"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.cars.list": {
        parameters: {
            query: {
                ownerUuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            capacity: number;
                            driver: {
                                name: string;
                                phone: string;
                            } | null;
                            /** Format: uuid */
                            ownerUuid: string;
                            registrationNumber: string;
                            trailers: string[];
                            /** @enum {string} */
                            type: "TRACTOR_WITH_TRAILER" | "TRUCK_TRACTOR_SEMITRAILER" | "SEMITRAILER_OR_WITH_TRAILER";
                            /** Format: uuid */
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.cars.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cars: {
                        capacity: number;
                        driver: {
                            name: string;
                            phone: string;
                        };
                        /** Format: uuid */
                        ownerUuid: string;
                        registrationNumber: string;
                        trailers?: string[];
                        /** @enum {string} */
                        type: "TRACTOR_WITH_TRAILER" | "TRUCK_TRACTOR_SEMITRAILER" | "SEMITRAILER_OR_WITH_TRAILER";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            capacity: number;
                            driver: {
                                name: string;
                                phone: string;
                            } | null;
                            /** Format: uuid */
                            ownerUuid: string;
                            registrationNumber: string;
                            trailers: string[];
                            /** @enum {string} */
                            type: "TRACTOR_WITH_TRAILER" | "TRUCK_TRACTOR_SEMITRAILER" | "SEMITRAILER_OR_WITH_TRAILER";
                            /** Format: uuid */
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.cars.bySlots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slotUuids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            car: {
                                capacity: number;
                                driver: {
                                    name: string;
                                    phone: string;
                                } | null;
                                /** Format: uuid */
                                ownerUuid: string;
                                registrationNumber: string;
                                trailers: string[];
                                /** @enum {string} */
                                type: "TRACTOR_WITH_TRAILER" | "TRUCK_TRACTOR_SEMITRAILER" | "SEMITRAILER_OR_WITH_TRAILER";
                                /** Format: uuid */
                                uuid: string;
                            } | null;
                            /** Format: uuid */
                            slotUuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.distribution.exportCsv": {
        parameters: {
            query?: {
                timeZone?: string;
            };
            header?: never;
            path: {
                /** @description Момент в секундах Unix (SPEC 3) */
                end: number;
                location: string;
                /** @description Момент в секундах Unix (SPEC 3) */
                start: number;
                type: "FCA" | "CPT";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.import.check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: string;
                    /** @description Момент в секундах Unix (SPEC 3) */
                    endDate: number;
                    fileName?: string;
                    /** @description Момент в секундах Unix (SPEC 3) */
                    startDate: number;
                    /** @default Europe/Moscow */
                    timeZone?: string;
                    /** Format: uuid */
                    unloadingWarehouseLocationUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ
                         */
                        expireAt: string;
                        /** Format: uuid */
                        importUuid: string;
                        skippedData: {
                            error: string;
                            line: number;
                        }[];
                        total: number;
                        valid: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.import.confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                importUuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.import.template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "transport.distribution.page": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                timeZone?: string;
            };
            header?: never;
            path: {
                /** @description Момент в секундах Unix (SPEC 3) */
                end: number;
                location: string;
                /** @description Момент в секундах Unix (SPEC 3) */
                start: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            contractNumber: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDate: string;
                            /** @enum {string} */
                            deliveryType: "FCA" | "CPT";
                            /** Format: uuid */
                            farmerCompanyUuid: string;
                            /** @enum {string} */
                            kind: "OFFER" | "TASK" | "CONTRACT";
                            participants: {
                                farmerCompany: string;
                                purchaserCompany: string;
                            };
                            product: {
                                name: string;
                                totalVolume: number;
                            };
                            shipperWorkHours: {
                                /** @description Момент в секундах Unix (SPEC 3) */
                                endAt: number;
                                /** @description Момент в секундах Unix (SPEC 3) */
                                startAt: number;
                            };
                            slots: {
                                car: {
                                    number: string;
                                    plannedVolume: number;
                                    trailerNumber: string;
                                };
                                docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                                /** @enum {string} */
                                docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                                driver: {
                                    fullname: string;
                                    phone: string;
                                };
                                /** @description Момент в секундах Unix (SPEC 3) */
                                endAt: number;
                                id: number;
                                /** @description Момент в секундах Unix (SPEC 3) */
                                startAt: number;
                                /** @enum {string} */
                                status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                                unloadStartAt: number | null;
                                /** Format: uuid */
                                uuid: string;
                            }[];
                            /** Format: uuid */
                            uuid: string;
                            warehouses: {
                                intermediateLoadingAddr: string;
                                loadingAddr: string;
                                unloadingAddr: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.list": {
        parameters: {
            query?: {
                any?: string;
                invited?: "mine";
                limit?: number;
                offset?: number;
                order?: "name" | "moderation";
                status?: "NEED_DOCUMENTS" | "ON_MODERATE" | "APPROVED" | "DECLINED";
                userType?: "USER_TYPE_PURCHASER" | "USER_TYPE_FARMER";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            accountNumber: string | null;
                            address: string | null;
                            bankID: string | null;
                            bankName: string | null;
                            code: string | null;
                            contactEmail: string | null;
                            contactLastName: string | null;
                            contactMiddleName: string | null;
                            contactName: string | null;
                            contactPhone: string | null;
                            contactPosition: string | null;
                            corrAccount?: string | null;
                            currency: string;
                            declineReason?: string | null;
                            director: string | null;
                            invitedByCompanyUuid?: string | null;
                            isEarlyCompleted: boolean;
                            name: string;
                            nds: boolean;
                            postAddress: string | null;
                            realAddress: string | null;
                            reasonCode: string | null;
                            registrationDate: string | null;
                            status: string;
                            submittedAt?: string | null;
                            taxCode: string | null;
                            traderType: string;
                            type: string;
                            userType: string;
                            uuid: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountNumber?: string | null;
                    address?: string | null;
                    bankID?: string | null;
                    bankName?: string | null;
                    code?: string | null;
                    contactEmail?: string | null;
                    contactLastName?: string | null;
                    contactMiddleName?: string | null;
                    contactName?: string | null;
                    contactPhone?: string | null;
                    contactPosition?: string | null;
                    corrAccount?: string | null;
                    director?: string | null;
                    name: string;
                    /** @default false */
                    nds?: boolean;
                    postAddress?: string | null;
                    realAddress?: string | null;
                    reasonCode?: string | null;
                    registrationDate?: string | null;
                    taxCode: string;
                    /** @enum {string} */
                    type: "COMPANY_TYPE_INDIVIDUAL" | "COMPANY_TYPE_CORP";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountNumber: string | null;
                        address: string | null;
                        bankID: string | null;
                        bankName: string | null;
                        code: string | null;
                        contactEmail: string | null;
                        contactLastName: string | null;
                        contactMiddleName: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        contactPosition: string | null;
                        corrAccount?: string | null;
                        currency: string;
                        declineReason?: string | null;
                        director: string | null;
                        invitedByCompanyUuid?: string | null;
                        isEarlyCompleted: boolean;
                        name: string;
                        nds: boolean;
                        postAddress: string | null;
                        realAddress: string | null;
                        reasonCode: string | null;
                        registrationDate: string | null;
                        status: string;
                        submittedAt?: string | null;
                        taxCode: string | null;
                        traderType: string;
                        type: string;
                        userType: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountNumber?: string | null;
                    address?: string | null;
                    bankID?: string | null;
                    bankName?: string | null;
                    code?: string | null;
                    contactEmail?: string | null;
                    contactLastName?: string | null;
                    contactMiddleName?: string | null;
                    contactName?: string | null;
                    contactPhone?: string | null;
                    contactPosition?: string | null;
                    corrAccount?: string | null;
                    director?: string | null;
                    name: string;
                    /** @default false */
                    nds?: boolean;
                    postAddress?: string | null;
                    realAddress?: string | null;
                    reasonCode?: string | null;
                    registrationDate?: string | null;
                    taxCode: string;
                    /** @enum {string} */
                    type: "COMPANY_TYPE_INDIVIDUAL" | "COMPANY_TYPE_CORP";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountNumber: string | null;
                        address: string | null;
                        bankID: string | null;
                        bankName: string | null;
                        code: string | null;
                        contactEmail: string | null;
                        contactLastName: string | null;
                        contactMiddleName: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        contactPosition: string | null;
                        corrAccount?: string | null;
                        currency: string;
                        declineReason?: string | null;
                        director: string | null;
                        invitedByCompanyUuid?: string | null;
                        isEarlyCompleted: boolean;
                        name: string;
                        nds: boolean;
                        postAddress: string | null;
                        realAddress: string | null;
                        reasonCode: string | null;
                        registrationDate: string | null;
                        status: string;
                        submittedAt?: string | null;
                        taxCode: string | null;
                        traderType: string;
                        type: string;
                        userType: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    /** @enum {string} */
                    status: "NEED_DOCUMENTS" | "ON_MODERATE" | "APPROVED" | "DECLINED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountNumber: string | null;
                        address: string | null;
                        bankID: string | null;
                        bankName: string | null;
                        code: string | null;
                        contactEmail: string | null;
                        contactLastName: string | null;
                        contactMiddleName: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        contactPosition: string | null;
                        corrAccount?: string | null;
                        currency: string;
                        declineReason?: string | null;
                        director: string | null;
                        invitedByCompanyUuid?: string | null;
                        isEarlyCompleted: boolean;
                        name: string;
                        nds: boolean;
                        postAddress: string | null;
                        realAddress: string | null;
                        reasonCode: string | null;
                        registrationDate: string | null;
                        status: string;
                        submittedAt?: string | null;
                        taxCode: string | null;
                        traderType: string;
                        type: string;
                        userType: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.searchByTaxCode": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountNumber: string | null;
                        address: string | null;
                        bankID: string | null;
                        bankName: string | null;
                        code: string | null;
                        contactEmail: string | null;
                        contactLastName: string | null;
                        contactMiddleName: string | null;
                        contactName: string | null;
                        contactPhone: string | null;
                        contactPosition: string | null;
                        corrAccount?: string | null;
                        currency: string;
                        declineReason?: string | null;
                        director: string | null;
                        invitedByCompanyUuid?: string | null;
                        isEarlyCompleted: boolean;
                        name: string;
                        nds: boolean;
                        postAddress: string | null;
                        realAddress: string | null;
                        reasonCode: string | null;
                        registrationDate: string | null;
                        status: string;
                        submittedAt?: string | null;
                        taxCode: string | null;
                        traderType: string;
                        type: string;
                        userType: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "config.public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        demoOutbox: ("loopback" | "public") | null;
                        mapTileUrl: string;
                    };
                };
            };
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.list": {
        parameters: {
            query?: {
                aggregatorCompanyUuid?: string;
                aggregatorLocationUuid?: string;
                deliveryType?: "BUYER" | "SELLER";
                /** @description День DD.MM.YYYY (SPEC 3) */
                endDate?: string;
                limit?: number;
                offset?: number;
                productUuid?: string;
                regionUuid?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "farmerCompanyName" | "manager" | "quantity" | "price" | "startDate" | "endDate";
                /** @description День DD.MM.YYYY (SPEC 3) */
                startDate?: string;
                status?: "CONTRACT_CREATED" | "CONTRACT_CONFIRMED" | "CONTRACT_CANCELED";
                userUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts: {
                            aggregatorCompany: {
                                name: string;
                            };
                            aggregatorCompanyUuid: string;
                            aggregatorLocation: {
                                name: string;
                            };
                            aggregatorLocationUuid: string;
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice: number;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            endDate: string;
                            farmerCompany: {
                                name: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                            } | null;
                            farmerLocationUuid: string;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            initialPrice: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price: number;
                            product: {
                                payload: {
                                    title: string;
                                };
                            };
                            productUuid: string;
                            quantity: number;
                            regionUuid: string | null;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            startDate: string;
                            status: string;
                            tariffType: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                            userUuid: string | null;
                            uuid: string;
                            withoutIndication: boolean;
                        }[];
                        totalCount: number;
                        totalVolume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    endDate: string;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    quantity: number;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    startDate: string;
                    withoutIndication?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        dailyVolume: number | null;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice: number;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        endDate: string;
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: string | null;
                            status: string;
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        initialPrice: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        regionUuid: string | null;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        startDate: string;
                        status: string;
                        tariffType: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        user: {
                            lastName: string;
                            name: string;
                            surname: string;
                        } | null;
                        userUuid: string | null;
                        uuid: string;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            lastName: string;
                            name: string;
                            surname: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        dailyVolume: number | null;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice: number;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        endDate: string;
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: string | null;
                            status: string;
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        initialPrice: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        regionUuid: string | null;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        startDate: string;
                        status: string;
                        tariffType: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        user: {
                            lastName: string;
                            name: string;
                            surname: string;
                        } | null;
                        userUuid: string | null;
                        uuid: string;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.exportCsv": {
        parameters: {
            query?: {
                aggregatorCompanyUuid?: string;
                aggregatorLocationUuid?: string;
                deliveryType?: "BUYER" | "SELLER";
                /** @description День DD.MM.YYYY (SPEC 3) */
                endDate?: string;
                limit?: number;
                offset?: number;
                productUuid?: string;
                regionUuid?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "farmerCompanyName" | "manager" | "quantity" | "price" | "startDate" | "endDate";
                /** @description День DD.MM.YYYY (SPEC 3) */
                startDate?: string;
                status?: "CONTRACT_CREATED" | "CONTRACT_CONFIRMED" | "CONTRACT_CANCELED";
                userUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.byFarmerCompany": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts: {
                            aggregatorCompany: {
                                name: string;
                            };
                            aggregatorCompanyUuid: string;
                            aggregatorLocation: {
                                name: string;
                            };
                            aggregatorLocationUuid: string;
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice: number;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            endDate: string;
                            farmerCompany: {
                                name: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                            } | null;
                            farmerLocationUuid: string;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            initialPrice: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price: number;
                            product: {
                                payload: {
                                    title: string;
                                };
                            };
                            productUuid: string;
                            quantity: number;
                            regionUuid: string | null;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            startDate: string;
                            status: string;
                            tariffType: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                            userUuid: string | null;
                            uuid: string;
                            withoutIndication: boolean;
                        }[];
                        totalCount: number;
                        totalVolume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.indicativePrices": {
        parameters: {
            query?: {
                aggregatorCompanyUuid?: string;
                aggregatorLocationUuid?: string;
                productUuid?: string;
                regionUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            aggregatorCompanyName: string;
                            aggregatorCompanyUuid: string;
                            aggregatorLocationName: string;
                            aggregatorLocationUuid: string;
                            contracts: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price: number;
                            productTitle: string;
                            productUuid: string;
                            quantity: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "reference.cultures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alias: string;
                        payload: {
                            title: string;
                        };
                        uuid: string;
                    }[];
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "companies.lookup": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                        /** @enum {string} */
                        provider: "dadata" | "platform" | "none";
                        suggestions: {
                            address: string | null;
                            code: string | null;
                            director: string | null;
                            name: string;
                            reasonCode: string | null;
                            registrationDate: string | null;
                            taxCode: string;
                            /** @enum {string} */
                            type: "COMPANY_TYPE_INDIVIDUAL" | "COMPANY_TYPE_CORP";
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        uuids: string[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tariffs.deliveryPrice": {
        parameters: {
            query: {
                amountTons?: number;
                distanceCachePolicy?: number;
                fromLocationUuid: string;
                toLocationUuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        distance: number;
                        /** @description Копейки, целое число */
                        price?: number;
                        /** @enum {string} */
                        tariffType: "REGIONAL" | "E2E";
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "dev.outbox": {
        parameters: {
            query?: {
                phone?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channel: string;
                        code: string | null;
                        /**
                         * Format: date-time
                         * @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ
                         */
                        createdAt: string;
                        subject: string | null;
                        text: string;
                        to: string;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "discounts.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Рубли за тонну (₽/т), целое число */
                    amount: number;
                    /** Format: uuid */
                    areaUuid: string;
                    /** Format: uuid */
                    cultureUuid: string;
                    /** Format: uuid */
                    regionUuid: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        areaName: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        data: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            areaUuid: string;
                            culture: {
                                payload: {
                                    title: string;
                                };
                            };
                            cultureUuid: string;
                            ownerCompanyUuid: string;
                            regionUuid: string;
                            uuid: string;
                        };
                        regionName: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "discounts.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Рубли за тонну (₽/т), целое число */
                    amount: number;
                    /** Format: uuid */
                    areaUuid: string;
                    /** Format: uuid */
                    cultureUuid: string;
                    /** Format: uuid */
                    ownerCompanyUuid?: string;
                    /** Format: uuid */
                    regionUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        areaName: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        data: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            areaUuid: string;
                            culture: {
                                payload: {
                                    title: string;
                                };
                            };
                            cultureUuid: string;
                            ownerCompanyUuid: string;
                            regionUuid: string;
                            uuid: string;
                        };
                        regionName: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "discounts.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "discounts.list": {
        parameters: {
            query?: {
                areaUuid?: string;
                cultureUuid?: string;
                limit?: number;
                offset?: number;
                ownerCompanyUuid?: string;
                regionUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discounts: {
                            areaName: {
                                fullSubvalue: string;
                                shortSubvalue: string;
                                value: string;
                            };
                            data: {
                                /** @description Рубли за тонну (₽/т), целое число */
                                amount: number;
                                areaUuid: string;
                                culture: {
                                    payload: {
                                        title: string;
                                    };
                                };
                                cultureUuid: string;
                                ownerCompanyUuid: string;
                                regionUuid: string;
                                uuid: string;
                            };
                            regionName: {
                                fullSubvalue: string;
                                shortSubvalue: string;
                                value: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.moderation.code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: {
                            code: string;
                            companyTypes: string[];
                            /** @enum {string} */
                            group: "company" | "trip";
                            name: string;
                            requiredFor: string[];
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "moderation.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    companyUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "moderation.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreementSigned: boolean | null;
                        company: {
                            accountNumber: string | null;
                            address: string | null;
                            bankID: string | null;
                            bankName: string | null;
                            code: string | null;
                            contactEmail: string | null;
                            contactLastName: string | null;
                            contactMiddleName: string | null;
                            contactName: string | null;
                            contactPhone: string | null;
                            contactPosition: string | null;
                            corrAccount?: string | null;
                            currency: string;
                            declineReason?: string | null;
                            director: string | null;
                            invitedByCompanyUuid?: string | null;
                            isEarlyCompleted: boolean;
                            name: string;
                            nds: boolean;
                            postAddress: string | null;
                            realAddress: string | null;
                            reasonCode: string | null;
                            registrationDate: string | null;
                            status: string;
                            submittedAt?: string | null;
                            taxCode: string | null;
                            traderType: string;
                            type: string;
                            userType: string;
                            uuid: string;
                        };
                        documents: {
                            code: string;
                            companyUuid: string;
                            description: string;
                            files: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            forCompanyType: boolean;
                            history: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            required: boolean;
                            /** @enum {string} */
                            status: "MISSING" | "UPLOADED" | "OPTIONAL";
                            uploadedAt: string | null;
                        }[];
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            from: string | null;
                            reason: string | null;
                            to: string;
                            userName: string | null;
                            userUuid: string | null;
                        }[];
                        missing: {
                            code: string;
                            /** @enum {string} */
                            kind: "field" | "document" | "agreement";
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "moderation.approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "moderation.decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.moderation.byCompany": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        documents: {
                            code: string;
                            companyUuid: string;
                            description: string;
                            files: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            forCompanyType: boolean;
                            history: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            required: boolean;
                            /** @enum {string} */
                            status: "MISSING" | "UPLOADED" | "OPTIONAL";
                            uploadedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "moderation.options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isEarlyCompleted?: boolean;
                    /** @enum {string} */
                    traderType?: "TRADER_TYPE_EMPTY" | "TRADER_TYPE_FARMER" | "TRADER_TYPE_TRADER";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.moderation.delete": {
        parameters: {
            query: {
                code: string;
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    code: "WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ";
                    /** @default [] */
                    fileUuids?: string[];
                    /** @enum {string} */
                    purpose?: "FOOD" | "FEED";
                    sdizNumber?: string;
                    /** Format: uuid */
                    slotUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        declineReason: string | null;
                        documents: {
                            /** @enum {string} */
                            code: "WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ";
                            description: string;
                            files: {
                                name: string;
                                size: number;
                                type: string;
                                url: string;
                                uuid: string;
                            }[];
                            number: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            uploadedAt: string;
                            uploadedBy: string | null;
                            uuid: string;
                        }[];
                        missing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        missingNames: string[];
                        purpose: ("FOOD" | "FEED") | null;
                        required: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        slotId: number;
                        slotUuid: string;
                        /** @enum {string} */
                        status: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.moderation.upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        documents: {
                            code: string;
                            companyUuid: string;
                            description: string;
                            files: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            forCompanyType: boolean;
                            history: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            required: boolean;
                            /** @enum {string} */
                            status: "MISSING" | "UPLOADED" | "OPTIONAL";
                            uploadedAt: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    fileUuid: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        companyUuid: string;
                        fileUuid: string;
                        name: string;
                        replacedAt: string | null;
                        size: number;
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        uploadedAt: string;
                        url: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uuid */
                    companyUuid: string;
                    fileUuids: string[];
                    /** @default false */
                    replace?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        documents: {
                            code: string;
                            companyUuid: string;
                            description: string;
                            files: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            forCompanyType: boolean;
                            history: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            required: boolean;
                            /** @enum {string} */
                            status: "MISSING" | "UPLOADED" | "OPTIONAL";
                            uploadedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.byCompany": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        documents: {
                            code: string;
                            companyUuid: string;
                            description: string;
                            files: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            forCompanyType: boolean;
                            history: {
                                fileUuid: string;
                                name: string;
                                replacedAt: string | null;
                                size: number;
                                type: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                url: string;
                                uuid: string;
                            }[];
                            required: boolean;
                            /** @enum {string} */
                            status: "MISSING" | "UPLOADED" | "OPTIONAL";
                            uploadedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        companyUuid: string;
                        fileUuid: string;
                        name: string;
                        replacedAt: string | null;
                        size: number;
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        uploadedAt: string;
                        url: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "documents.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "files.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                        /** Format: uuid */
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "files.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "files.download": {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "files.upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        size: number;
                        type: string;
                        url: string;
                        /** Format: uuid */
                        uuid: string;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.driverLink": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        arrivalFrom: string;
                        car: {
                            number: string;
                            trailerNumber: string | null;
                        } | null;
                        code: string;
                        deal: {
                            number: number | null;
                            plannedVolume: number;
                            productTitle: string;
                        };
                        driverFullname: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        endAt: string;
                        papers: {
                            missing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            /** @enum {string} */
                            status: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                        };
                        point: {
                            address: string;
                            mapUrl: string;
                            name: string;
                        };
                        slotId: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        startAt: string;
                        /** @enum {string} */
                        status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "reference.culturesLegacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cultures: {
                            alias: string;
                            payload: {
                                title: string;
                            };
                            uuid: string;
                        }[];
                        products: {
                            cultureUuid: string;
                            payload: {
                                title: string;
                            };
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "events.stream": {
        parameters: {
            query?: {
                lastEventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Поток событий */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.cars.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            number: string;
                            trailerNumber: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.cars.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    number: string;
                    trailerNumber?: "" | null | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        trailerNumber: string | null;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.cars.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    number: string;
                    trailerNumber?: "" | null | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        trailerNumber: string | null;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.cars.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.drivers.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            fullname: string;
                            phone: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.drivers.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullname: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fullname: string;
                        phone: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.drivers.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullname: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fullname: string;
                        phone: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.drivers.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.freeQuantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    dateFrom?: string;
                    /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    dateTo?: string;
                    locationUuids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            closed: boolean;
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            date: string;
                            freeSlots: number;
                            freeVolume: number;
                            locationUuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.groups.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groups: {
                        /** @default  */
                        name?: string;
                        /** Format: uuid */
                        roleUuid: string;
                        /** Format: uuid */
                        uuid: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuids: string[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.groups.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.groups.updateRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roles: {
                        /** Format: uuid */
                        groupUuid: string;
                        /** Format: uuid */
                        roleUuid: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.groups.addRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roles: {
                        /** Format: uuid */
                        groupUuid: string;
                        /** Format: uuid */
                        roleUuid: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.groups.removeRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roles: {
                        /** Format: uuid */
                        groupUuid: string;
                        /** Format: uuid */
                        roleUuid: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.groups.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string | null;
                        groups: {
                            name: string;
                            roleUuid: string;
                            uuid: string;
                        }[];
                        name: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "operations.health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "jobs.failed": {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedOn: string | null;
                        /**
                         * Format: date-time
                         * @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ
                         */
                        createdOn: string;
                        data: unknown;
                        error: unknown;
                        id: string;
                        name: string;
                        retryCount: number;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "reference.areas": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        uuid: string;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "reference.regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        uuid: string;
                    }[];
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    carType?: ("TRACTOR_WITH_TRAILER" | "TRUCK_TRACTOR_SEMITRAILER" | "SEMITRAILER_OR_WITH_TRAILER") | null;
                    /** Format: uuid */
                    companyUuid?: string;
                    /**
                     * @default DOWNLOAD
                     * @enum {string}
                     */
                    loadType?: "DOWNLOAD" | "UPLOAD";
                    maxCarLength?: number | null;
                    name: string;
                    position: {
                        latitude?: number | null;
                        longitude?: number | null;
                    };
                    /** @default 1 */
                    postsQuantity?: number;
                    quantity?: number | null;
                    scales?: {
                        address: string;
                        /** @default true */
                        isActive?: boolean;
                        length?: number | null;
                        position: {
                            latitude?: number | null;
                            longitude?: number | null;
                        };
                        schedule: {
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt: string;
                        };
                        /** Format: uuid */
                        uuid?: string;
                        warehouseHeight?: number | null;
                    } | null;
                    scalesLength?: number | null;
                    schedule: {
                        arrivalTime?: number;
                        carsInSlot?: number;
                        /** @description Время суток HH:mm по часам пункта */
                        closeAt: string;
                        /** @description Время суток HH:mm по часам пункта */
                        openAt: string;
                        slotInterval?: number;
                        workingDays: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                    };
                    /**
                     * @default ELEVATOR
                     * @enum {string}
                     */
                    type?: "ELEVATOR" | "PLANT" | "PORT" | "WAREHOUSE";
                    /** Format: uuid */
                    uuid: string;
                    warehouseHeight?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    carType?: ("TRACTOR_WITH_TRAILER" | "TRUCK_TRACTOR_SEMITRAILER" | "SEMITRAILER_OR_WITH_TRAILER") | null;
                    /** Format: uuid */
                    companyUuid?: string;
                    /**
                     * @default DOWNLOAD
                     * @enum {string}
                     */
                    loadType?: "DOWNLOAD" | "UPLOAD";
                    maxCarLength?: number | null;
                    name: string;
                    position: {
                        latitude?: number | null;
                        longitude?: number | null;
                    };
                    /** @default 1 */
                    postsQuantity?: number;
                    quantity?: number | null;
                    scales?: {
                        address: string;
                        /** @default true */
                        isActive?: boolean;
                        length?: number | null;
                        position: {
                            latitude?: number | null;
                            longitude?: number | null;
                        };
                        schedule: {
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt: string;
                        };
                        /** Format: uuid */
                        uuid?: string;
                        warehouseHeight?: number | null;
                    } | null;
                    scalesLength?: number | null;
                    schedule: {
                        arrivalTime?: number;
                        carsInSlot?: number;
                        /** @description Время суток HH:mm по часам пункта */
                        closeAt: string;
                        /** @description Время суток HH:mm по часам пункта */
                        openAt: string;
                        slotInterval?: number;
                        workingDays: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                    };
                    /**
                     * @default ELEVATOR
                     * @enum {string}
                     */
                    type?: "ELEVATOR" | "PLANT" | "PORT" | "WAREHOUSE";
                    warehouseHeight?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.deleteMany": {
        parameters: {
            query?: {
                uuid?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            archived: boolean;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.byCompanyLegacy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: boolean;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.byCompany": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.byIds": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Идентификаторы через запятую, не больше 200 */
                ids: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.byRegion": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "monitoring.overview": {
        parameters: {
            query?: {
                limit?: number;
                locationUuid?: string;
                offset?: number;
                productUuid?: string;
                regionUuid?: string;
                sort?: "timeLeft" | "coverage";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: boolean;
                        deals: {
                            at: string;
                            auctionNumber: number | null;
                            farmerCompany: {
                                name: string;
                            };
                            /** @enum {string} */
                            kind: "offer" | "contract";
                            link: {
                                /** @enum {string} */
                                route: "Offer" | "Contract";
                                uuid: string;
                            } | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            product: {
                                title: string;
                            };
                            region: {
                                name: string;
                            } | null;
                            uuid: string;
                            volume: number;
                        }[];
                        dealsCount: number;
                        rows: {
                            acceptedVolume: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            averagePrice?: number | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            bestPrice?: number | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            changedAt: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            farmersCount: number;
                            lastOfferAt: string | null;
                            locations: {
                                name: string;
                                uuid: string;
                            }[];
                            number: number;
                            offeredVolume: number;
                            offersCount: number;
                            product: {
                                title: string;
                                uuid: string;
                            };
                            region: {
                                name: string;
                                uuid: string;
                            };
                            /** @enum {string} */
                            status: "AUCTION_ACTIVE" | "AUCTION_FINISHED";
                            uuid: string;
                            volume: number;
                        }[];
                        serverTime: string;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "monitoring.yard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deals: {
                            contractedVolume: number;
                            deliveredVolume: number;
                            farmerCompany: {
                                name: string;
                            };
                            /** @enum {string} */
                            kind: "OFFER" | "TASK";
                            number: number;
                            product: {
                                title: string;
                            };
                            uuid: string;
                        }[];
                        points: {
                            arrived: number;
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            day: string;
                            due: number;
                            name: string;
                            noShows: number;
                            unloaded: number;
                            unloading: number;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "notifications.list": {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            kind: string;
                            link: string;
                            objectUuid: string | null;
                            readAt: string | null;
                            text: string;
                            uuid: string;
                        }[];
                        total: number;
                        unread: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "notifications.read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                        updated: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "notifications.readAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                        updated: number;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "notifications.settings.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: boolean;
                        hasEmail: boolean;
                        /** @enum {boolean} */
                        inApp: true;
                        sms: boolean;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "notifications.settings.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: boolean;
                    sms: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: boolean;
                        hasEmail: boolean;
                        /** @enum {boolean} */
                        inApp: true;
                        sms: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.createOnBehalf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    auctionUuid: string;
                    comment?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateEnd: string;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateStart: string;
                    deliveryType?: ("BUYER" | "SELLER") | null;
                    /** Format: uuid */
                    farmerCompanyUuid: string;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    volume: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.byAuction": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offers: {
                            acceptanceLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            acceptanceLocationUuid: string | null;
                            acceptedVolume: number;
                            auction: {
                                number: number;
                                ownerCompany: {
                                    name: string;
                                };
                            };
                            auctionUuid: string;
                            comment: string;
                            counterOffer: {
                                comment: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                createdAt: string;
                                /** @description Рубли за тонну (₽/т), целое число */
                                price?: number;
                                /** @enum {string} */
                                status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                                uuid: string;
                                volume: number;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice?: number | null;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number | null;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            farmerNoShows: number;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            landedPrice?: number;
                            number: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            premium?: number | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            rank: number | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            tariffType: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            volume: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.byCompany": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offers: {
                            acceptanceLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            acceptanceLocationUuid: string | null;
                            acceptedVolume: number;
                            auction: {
                                number: number;
                                ownerCompany: {
                                    name: string;
                                };
                            };
                            auctionUuid: string;
                            comment: string;
                            counterOffer: {
                                comment: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                createdAt: string;
                                /** @description Рубли за тонну (₽/т), целое число */
                                price?: number;
                                /** @enum {string} */
                                status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                                uuid: string;
                                volume: number;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice?: number | null;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number | null;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            farmerNoShows: number;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            landedPrice?: number;
                            number: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            premium?: number | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            rank: number | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            tariffType: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            volume: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.rebindTargets": {
        parameters: {
            query: {
                offerUuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auctions: {
                            /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                            endAt: string;
                            number: number;
                            ownerCompanyUuid: string;
                            product: {
                                payload: {
                                    title: string;
                                };
                            };
                            productUuid: string;
                            refusal: string | null;
                            region: {
                                name: string;
                                uuid: string;
                            };
                            regionUuid: string;
                            /** @enum {string} */
                            status: "AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED";
                            uuid: string;
                            volume: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.rebind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    auctionUuid: string;
                    /** Format: uuid */
                    offerUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.result": {
        parameters: {
            query: {
                auctionUuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auctionUuid: string;
                        /** @description Рубли за тонну (₽/т), целое число */
                        averageLandedPrice?: number;
                        offers: {
                            acceptanceLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            acceptanceLocationUuid: string | null;
                            acceptedVolume: number;
                            auction: {
                                number: number;
                                ownerCompany: {
                                    name: string;
                                };
                            };
                            auctionUuid: string;
                            comment: string;
                            counterOffer: {
                                comment: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                createdAt: string;
                                /** @description Рубли за тонну (₽/т), целое число */
                                price?: number;
                                /** @enum {string} */
                                status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                                uuid: string;
                                volume: number;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice?: number | null;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number | null;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            farmerNoShows: number;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            landedPrice?: number;
                            number: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            premium?: number | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            rank: number | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            tariffType: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            volume: number;
                        }[];
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    aggregatorLocationUuid: string;
                    comment?: string | null;
                    contractUuid?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    deliveryDateEnd: string;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    deliveryDateStart: string;
                    /**
                     * @default BUYER
                     * @enum {string}
                     */
                    deliveryType?: "BUYER" | "SELLER";
                    /** Format: uuid */
                    farmerCompanyUuid: string;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    offerUuid?: string | null;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    /** Format: uuid */
                    productUuid: string;
                    quantity: number;
                    /**
                     * @default STANDARD
                     * @enum {string}
                     */
                    taskType?: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                    /** Format: uuid */
                    uuid: string;
                    withoutAdditionalAgreement?: boolean;
                    withoutIndication?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED") | null;
                            reason: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            userName: string | null;
                        }[];
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED") | null;
                            reason: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            userName: string | null;
                        }[];
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        task: {
                            aggregatorCompany: {
                                name: string;
                            };
                            aggregatorCompanyUuid: string;
                            aggregatorLocation: {
                                name: string;
                            };
                            aggregatorLocationUuid: string;
                            comment: string;
                            contractUuid: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @enum {string} */
                            deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                            farmerCompany: {
                                name: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            history: {
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                createdAt: string;
                                previousStatus: ("INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED") | null;
                                reason: string | null;
                                /** @enum {string} */
                                status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                                userName: string | null;
                            }[];
                            humidity: number;
                            number: number;
                            offerUuid: string | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price: number;
                            product: {
                                payload: {
                                    title: string;
                                };
                            };
                            productUuid: string;
                            quantity: number;
                            source: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            syncAttempts: number;
                            syncedAt: string | null;
                            syncError: string | null;
                            /** @enum {string} */
                            syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                            /** @enum {string} */
                            taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            withoutAdditionalAgreement: boolean;
                            withoutIndication: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.retrySync": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED") | null;
                            reason: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            userName: string | null;
                        }[];
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                action: "activate" | "suspend" | "resume" | "complete" | "cancel";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED") | null;
                            reason: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            userName: string | null;
                        }[];
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.offerAuthors": {
        parameters: {
            query?: {
                any?: string;
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        users: {
                            company: {
                                name: string;
                            } | null;
                            companyUuid: string | null;
                            lastName: string;
                            name: string;
                            surname: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.list": {
        parameters: {
            query?: {
                any?: string;
                auctionUuid?: string;
                limit?: number;
                locationUuid?: string;
                offset?: number;
                productUuid?: string;
                regionUuid?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "landedPrice" | "price" | "volume" | "created";
                statuses?: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offers: {
                            acceptanceLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            acceptanceLocationUuid: string | null;
                            acceptedVolume: number;
                            auction: {
                                number: number;
                                ownerCompany: {
                                    name: string;
                                };
                            };
                            auctionUuid: string;
                            comment: string;
                            counterOffer: {
                                comment: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                createdAt: string;
                                /** @description Рубли за тонну (₽/т), целое число */
                                price?: number;
                                /** @enum {string} */
                                status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                                uuid: string;
                                volume: number;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice?: number | null;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number | null;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            farmerNoShows: number;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            landedPrice?: number;
                            number: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            premium?: number | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            rank: number | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            tariffType: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            volume: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.personalPdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    purchaserUuid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        farmerCompanyName: string;
                        /** Format: uuid */
                        farmerCompanyUuid: string;
                        purchaserCompanyName: string;
                        /** Format: uuid */
                        purchaserCompanyUuid: string;
                        signature: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            signedAt: string;
                            signerIp: string | null;
                            signerName: string;
                            signerPhone: string;
                            /** Format: uuid */
                            signerUuid: string;
                            textSha256: string;
                        } | null;
                        /** @enum {string} */
                        status: "AGREEMENT_CONTRACT_CREATED" | "AGREEMENT_CONTRACT_SIGNED";
                        /** Format: uuid */
                        templateUuid: string;
                        text: string;
                        title: string;
                        /** Format: uuid */
                        uuid: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "agreements.pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pending: {
                            purchaserCompanyName: string;
                            /** Format: uuid */
                            purchaserUuid: string;
                            signedVersion: number;
                            title: string;
                            version: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    aggregatorLocationUuid: string;
                    comment?: string | null;
                    contractUuid?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    deliveryDateEnd: string;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    deliveryDateStart: string;
                    /**
                     * @default BUYER
                     * @enum {string}
                     */
                    deliveryType?: "BUYER" | "SELLER";
                    /** Format: uuid */
                    farmerCompanyUuid: string;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    offerUuid?: string | null;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    /** Format: uuid */
                    productUuid: string;
                    quantity: number;
                    /**
                     * @default STANDARD
                     * @enum {string}
                     */
                    taskType?: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                    withoutAdditionalAgreement?: boolean;
                    withoutIndication?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED") | null;
                            reason: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            userName: string | null;
                        }[];
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prepayment.list": {
        parameters: {
            query?: {
                any?: string;
                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                createdFrom?: string;
                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                createdTo?: string;
                limit?: number;
                offset?: number;
                ppType?: "PP_TYPE_UNDEFINED" | "SIMPLE" | "DEPOSIT";
                productAlias?: "AgroAvans" | "AvansSObespech";
                requestId?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "created" | "requestValue" | "updatedAt";
                statuses?: ("UNDEFINED" | "CREATED" | "IN_PROGRESS" | "APPROVED" | "LENT" | "REPAID" | "REJECTED")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        list: {
                            agreementContractNumber: string | null;
                            /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                            created: string;
                            limit: {
                                companyName: string;
                                inn: string;
                                insureCompany: string | null;
                                /** @description Рубли (₽), целое число */
                                limit: number;
                                /** @enum {string} */
                                productAlias: "AgroAvans" | "AvansSObespech";
                                uuid: string;
                            };
                            /** @enum {string} */
                            ppType: "PP_TYPE_UNDEFINED" | "SIMPLE" | "DEPOSIT";
                            remaining: number | null;
                            repaid: number;
                            requestId: number;
                            /** @description Рубли (₽), целое число */
                            requestValue: number;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "APPROVED" | "LENT" | "REPAID" | "REJECTED";
                            statusReason: string | null;
                            /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                            updatedAt: string;
                            uuid: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prepayment.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "CREATED" | "IN_PROGRESS" | "APPROVED" | "LENT" | "REPAID" | "REJECTED";
                    statusReason?: string | null;
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreementContractNumber: string | null;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        created: string;
                        limit: {
                            companyName: string;
                            inn: string;
                            insureCompany: string | null;
                            /** @description Рубли (₽), целое число */
                            limit: number;
                            /** @enum {string} */
                            productAlias: "AgroAvans" | "AvansSObespech";
                            uuid: string;
                        };
                        /** @enum {string} */
                        ppType: "PP_TYPE_UNDEFINED" | "SIMPLE" | "DEPOSIT";
                        remaining: number | null;
                        repaid: number;
                        requestId: number;
                        /** @description Рубли (₽), целое число */
                        requestValue: number;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "APPROVED" | "LENT" | "REPAID" | "REJECTED";
                        statusReason: string | null;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        updatedAt: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prepayment.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agreementContractNumber?: string;
                    /** @enum {string} */
                    productAlias: "AgroAvans" | "AvansSObespech";
                    /** Format: uuid */
                    purchaserCompanyUuid?: string;
                    /** @description Рубли (₽), целое число */
                    requestValue: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreementContractNumber: string | null;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        created: string;
                        limit: {
                            companyName: string;
                            inn: string;
                            insureCompany: string | null;
                            /** @description Рубли (₽), целое число */
                            limit: number;
                            /** @enum {string} */
                            productAlias: "AgroAvans" | "AvansSObespech";
                            uuid: string;
                        };
                        /** @enum {string} */
                        ppType: "PP_TYPE_UNDEFINED" | "SIMPLE" | "DEPOSIT";
                        remaining: number | null;
                        repaid: number;
                        requestId: number;
                        /** @description Рубли (₽), целое число */
                        requestValue: number;
                        /** @enum {string} */
                        status: "CREATED" | "IN_PROGRESS" | "APPROVED" | "LENT" | "REPAID" | "REJECTED";
                        statusReason: string | null;
                        /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                        updatedAt: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prices.board": {
        parameters: {
            query?: {
                productUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        crops: {
                            product: string;
                            productUuid: string;
                            rows: {
                                acceptancePoint: {
                                    name: string;
                                    uuid: string;
                                };
                                auctionUuid: string;
                                /** @description Копейки за тонну, целое число */
                                deliveryPrice?: number | null;
                                deliveryTypes: ("BUYER" | "SELLER")[];
                                distance: number | null;
                                /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                                endAt: string;
                                minLotVolume: number;
                                /** @description Рубли за тонну (₽/т), целое число */
                                netPrice?: number | null;
                                number: number;
                                offer: {
                                    auctionUuid: string;
                                    farmerLocationUuid: string | null;
                                };
                                /** @description Рубли за тонну (₽/т), целое число */
                                price?: number;
                                purchaser: {
                                    name: string;
                                    uuid: string;
                                };
                                shippingPoint: {
                                    name: string;
                                    uuid: string;
                                } | null;
                                tariffType: ("REGIONAL" | "E2E") | null;
                                volume: number;
                            }[];
                            total: number;
                        }[];
                        limit: number;
                        noShippingPoint: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "push.subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        auth: string;
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "push.unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "push.key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "acceptance.norms.get": {
        parameters: {
            query: {
                productUuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustments: {
                            amountPerTon: number;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            from: number;
                            to: number;
                        }[];
                        factors: {
                            basis: number;
                            bonus: boolean;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            limit: number | null;
                        }[];
                        history: {
                            adjustments: {
                                amountPerTon: number;
                                /** @enum {string} */
                                code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                                from: number;
                                to: number;
                            }[];
                            at: string;
                            factors: {
                                basis: number;
                                bonus: boolean;
                                /** @enum {string} */
                                code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                                limit: number | null;
                            }[];
                            userName: string | null;
                        }[];
                        isDefault: boolean;
                        productUuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "acceptance.norms.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adjustments: {
                        amountPerTon: number;
                        /** @enum {string} */
                        code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                        from: number;
                        to: number;
                    }[];
                    factors: {
                        basis: number;
                        bonus: boolean;
                        /** @enum {string} */
                        code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                        limit: number | null;
                    }[];
                    /** Format: uuid */
                    productUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustments: {
                            amountPerTon: number;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            from: number;
                            to: number;
                        }[];
                        factors: {
                            basis: number;
                            bonus: boolean;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            limit: number | null;
                        }[];
                        history: {
                            adjustments: {
                                amountPerTon: number;
                                /** @enum {string} */
                                code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                                from: number;
                                to: number;
                            }[];
                            at: string;
                            factors: {
                                basis: number;
                                bonus: boolean;
                                /** @enum {string} */
                                code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                                limit: number | null;
                            }[];
                            userName: string | null;
                        }[];
                        isDefault: boolean;
                        productUuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "operations.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checks: {
                            [key: string]: string;
                        };
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED-NOT_READY"];
        };
    };
    "users.recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        uuids: string[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "regions.list": {
        parameters: {
            query?: {
                any?: string;
                limit?: number;
                offset?: number;
                sortDirection?: "ASC" | "DESC";
                sortField?: "name" | "updatedAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        regions: {
                            companyUuid: string;
                            fedRegionUuid: string;
                            locations: {
                                address: string;
                                name: string;
                                uuid: string;
                            }[];
                            name: {
                                fullSubvalue: string;
                                shortSubvalue: string;
                                value: string;
                            };
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "regions.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    companyUuid?: string;
                    /** Format: uuid */
                    fedRegionUuid: string;
                    /** @default [] */
                    locationUuids?: string[];
                    name: string;
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        fedRegionUuid: string;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        name: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "regions.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    companyUuid?: string;
                    /** Format: uuid */
                    fedRegionUuid: string;
                    /** @default [] */
                    locationUuids?: string[];
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        fedRegionUuid: string;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        name: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "regions.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        fedRegionUuid: string;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        name: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "regions.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "registration.list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            companyName: string;
                            companyUuid: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            expireAt: string;
                            phone: string;
                            sentCount: number;
                            status: string;
                            taxCode: string | null;
                            userUuid: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "registration.invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    phone: string;
                    taxCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        expireAt: string;
                        userUuid: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "registration.resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        expireAt: string;
                        userUuid: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.list": {
        parameters: {
            query?: {
                any?: string;
                companyUuid?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roles: {
                            company: {
                                name: string;
                            } | null;
                            companyUuid: string | null;
                            name: string;
                            uuid: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    policies: {
                        accessRights: string;
                        resource: {
                            /** @default [] */
                            params?: string[];
                            routeName: string;
                        };
                    }[];
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid?: string | null;
                        name: string;
                        policies: {
                            accessRights: string;
                            resource: {
                                params: string[];
                                routeName: string;
                            };
                        }[];
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyUuid?: string | null;
                    name: string;
                    policies: {
                        accessRights: string;
                        resource: {
                            /** @default [] */
                            params?: string[];
                            routeName: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid?: string | null;
                        name: string;
                        policies: {
                            accessRights: string;
                            resource: {
                                params: string[];
                                routeName: string;
                            };
                        }[];
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid?: string | null;
                        name: string;
                        policies: {
                            accessRights: string;
                            resource: {
                                params: string[];
                                routeName: string;
                            };
                        }[];
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuids: string[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "roles.deleteMany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuids: string[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.daySettings.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                date: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrivalTime: number;
                        bookedVolume: number;
                        carsInSlot: number;
                        /** @description Время суток HH:mm по часам пункта */
                        closeAt: string;
                        closed: boolean;
                        /** @description День YYYY-MM-DD (ISO 8601) */
                        date: string;
                        locationUuid: string;
                        /** @description Время суток HH:mm по часам пункта */
                        openAt: string;
                        override: {
                            carsInSlot: number | null;
                            closeAt: string | null;
                            closed: boolean;
                            openAt: string | null;
                            quantity: number | null;
                        } | null;
                        quantity: number;
                        slotInterval: number;
                        utcOffsetMinutes: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.daySettings.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                date: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carsInSlot: number | null;
                    closeAt: string | null;
                    closed: boolean;
                    openAt: string | null;
                    quantity: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrivalTime: number;
                        bookedVolume: number;
                        carsInSlot: number;
                        /** @description Время суток HH:mm по часам пункта */
                        closeAt: string;
                        closed: boolean;
                        /** @description День YYYY-MM-DD (ISO 8601) */
                        date: string;
                        locationUuid: string;
                        /** @description Время суток HH:mm по часам пункта */
                        openAt: string;
                        override: {
                            carsInSlot: number | null;
                            closeAt: string | null;
                            closed: boolean;
                            openAt: string | null;
                            quantity: number | null;
                        } | null;
                        quantity: number;
                        slotInterval: number;
                        utcOffsetMinutes: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.settings.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        custom: boolean;
                        locationUuid: string;
                        required: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.settings.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        custom: boolean;
                        locationUuid: string;
                        required: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.list": {
        parameters: {
            query?: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateFrom?: string;
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateTo?: string;
                dealUuid?: string;
                farmerCompanyUuid?: string;
                limit?: number;
                offset?: number;
                status?: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settlements: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            creditedKg: number;
                            /** @enum {string} */
                            dealKind: "OFFER" | "CONTRACT" | "TASK";
                            dealNumber: number | null;
                            dealUuid: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerInn: string | null;
                            number: number;
                            ownerCompanyName: string;
                            ownerCompanyUuid: string;
                            payable: number;
                            paymentDate: string | null;
                            paymentNumber: string | null;
                            prepaymentRepaid: number;
                            productTitle: string | null;
                            /** @enum {string} */
                            status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                            trucks: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            vat: number | null;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    dealUuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Рубли за тонну (₽/т), целое число */
                        amount: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        creditedKg: number;
                        /** @enum {string} */
                        dealKind: "OFFER" | "CONTRACT" | "TASK";
                        dealNumber: number | null;
                        dealUuid: string;
                        farmerCompanyName: string;
                        farmerCompanyUuid: string;
                        farmerInn: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            reason: string | null;
                            /** @enum {string} */
                            status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                            userName: string | null;
                        }[];
                        lines: {
                            acceptanceUuid: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            acceptedAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            carNumber: string | null;
                            creditedKg: number;
                            netKg: number;
                            /** @description Копейки за тонну, целое число */
                            pricePerTon: number;
                            slotUuid: string;
                            ticketNumber: string | null;
                        }[];
                        number: number;
                        ownerCompanyName: string;
                        ownerCompanyUuid: string;
                        payable: number;
                        paymentDate: string | null;
                        paymentNumber: string | null;
                        prepaymentRepaid: number;
                        productTitle: string | null;
                        repayments: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            closes: boolean;
                            requestId: number;
                            requestUuid: string;
                        }[];
                        /** @enum {string} */
                        status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        vat: number | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Рубли за тонну (₽/т), целое число */
                        amount: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        creditedKg: number;
                        /** @enum {string} */
                        dealKind: "OFFER" | "CONTRACT" | "TASK";
                        dealNumber: number | null;
                        dealUuid: string;
                        farmerCompanyName: string;
                        farmerCompanyUuid: string;
                        farmerInn: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            reason: string | null;
                            /** @enum {string} */
                            status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                            userName: string | null;
                        }[];
                        lines: {
                            acceptanceUuid: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            acceptedAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            carNumber: string | null;
                            creditedKg: number;
                            netKg: number;
                            /** @description Копейки за тонну, целое число */
                            pricePerTon: number;
                            slotUuid: string;
                            ticketNumber: string | null;
                        }[];
                        number: number;
                        ownerCompanyName: string;
                        ownerCompanyUuid: string;
                        payable: number;
                        paymentDate: string | null;
                        paymentNumber: string | null;
                        prepaymentRepaid: number;
                        productTitle: string | null;
                        repayments: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            closes: boolean;
                            requestId: number;
                            requestUuid: string;
                        }[];
                        /** @enum {string} */
                        status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        vat: number | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    paymentDate?: string;
                    paymentNumber?: string;
                    reason?: string;
                    /** @enum {string} */
                    status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Рубли за тонну (₽/т), целое число */
                        amount: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        creditedKg: number;
                        /** @enum {string} */
                        dealKind: "OFFER" | "CONTRACT" | "TASK";
                        dealNumber: number | null;
                        dealUuid: string;
                        farmerCompanyName: string;
                        farmerCompanyUuid: string;
                        farmerInn: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            reason: string | null;
                            /** @enum {string} */
                            status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                            userName: string | null;
                        }[];
                        lines: {
                            acceptanceUuid: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            acceptedAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            carNumber: string | null;
                            creditedKg: number;
                            netKg: number;
                            /** @description Копейки за тонну, целое число */
                            pricePerTon: number;
                            slotUuid: string;
                            ticketNumber: string | null;
                        }[];
                        number: number;
                        ownerCompanyName: string;
                        ownerCompanyUuid: string;
                        payable: number;
                        paymentDate: string | null;
                        paymentNumber: string | null;
                        prepaymentRepaid: number;
                        productTitle: string | null;
                        repayments: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            closes: boolean;
                            requestId: number;
                            requestUuid: string;
                        }[];
                        /** @enum {string} */
                        status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        vat: number | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.deals": {
        parameters: {
            query?: {
                farmerCompanyUuid?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deals: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            creditedKg: number;
                            /** @enum {string} */
                            dealKind: "OFFER" | "CONTRACT" | "TASK";
                            dealNumber: number | null;
                            dealUuid: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            productTitle: string | null;
                            trucks: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.registry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuids: string[];
                };
            };
        };
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.deals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            acceptedVolume: number;
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            deliveryDateEnd: string;
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            deliveryDateStart: string;
                            farmerCompanyName: string;
                            number: number;
                            offerUuid: string;
                            slottedVolume: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.list": {
        parameters: {
            query: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateFrom: string;
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateTo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            acceptanceVersion: number | null;
                            arrivalNote: ("EARLY" | "LATE") | null;
                            arrivedAt: string | null;
                            car: {
                                number: string;
                                plannedVolume: number;
                                trailerNumber: string;
                            } | null;
                            dealNumber: number | null;
                            docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            /** @enum {string} */
                            docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                            driver: {
                                fullname: string;
                                phone: string;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerNoShows: number;
                            id: number;
                            locationName: string;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            unloadedVolume: number | null;
                            unloadStartAt: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    car?: {
                        number: string;
                        trailerNumber?: string;
                    } | null;
                    confirmOutsideWindow?: boolean;
                    docsOverrideReason?: string;
                    driver?: {
                        fullname: string;
                        phone: string;
                    } | null;
                    plannedVolume?: number;
                    /** @enum {string} */
                    status?: "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_NO_SHOW";
                    unloadedVolume?: number;
                    /** @enum {boolean} */
                    unloadStart?: true;
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceVersion: number | null;
                        arrivalNote: ("EARLY" | "LATE") | null;
                        arrivedAt: string | null;
                        car: {
                            number: string;
                            plannedVolume: number;
                            trailerNumber: string;
                        } | null;
                        dealNumber: number | null;
                        docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        /** @enum {string} */
                        docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                        driver: {
                            fullname: string;
                            phone: string;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        endAt: string;
                        farmerCompanyName: string;
                        farmerCompanyUuid: string;
                        farmerNoShows: number;
                        id: number;
                        locationName: string;
                        locationUuid: string;
                        offerUuid: string | null;
                        plannedVolume: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        startAt: string;
                        /** @enum {string} */
                        status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                        taskUuid: string | null;
                        transfers: number;
                        unloadedVolume: number | null;
                        unloadStartAt: string | null;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    locationUuid?: string;
                    /** Format: uuid */
                    offerUuid: string;
                    /** @default 25 */
                    plannedVolume?: number;
                    /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                    startAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description День YYYY-MM-DD (ISO 8601) */
                        date: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        endAt: string;
                        id: number;
                        locationUuid: string;
                        offerUuid: string | null;
                        plannedVolume: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        startAt: string;
                        /** @enum {string} */
                        status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                        taskUuid: string | null;
                        transfers: number;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.byLocation": {
        parameters: {
            query?: {
                companyOwnerUuid?: string;
                timeZone?: string;
            };
            header?: never;
            path: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                end: string;
                loc: string;
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                start: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            arrivalTime: number;
                            bookedVolume: number;
                            carsInSlot: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt: string;
                            closed: boolean;
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            date: string;
                            locationUuid: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt: string;
                            override: {
                                carsInSlot: number | null;
                                closeAt: string | null;
                                closed: boolean;
                                openAt: string | null;
                                quantity: number | null;
                            } | null;
                            quantity: number;
                            slotInterval: number;
                            utcOffsetMinutes: number;
                        }[];
                        items: {
                            acceptanceVersion: number | null;
                            arrivalNote: ("EARLY" | "LATE") | null;
                            arrivedAt: string | null;
                            car: {
                                number: string;
                                plannedVolume: number;
                                trailerNumber: string;
                            } | null;
                            dealNumber: number | null;
                            docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            /** @enum {string} */
                            docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                            driver: {
                                fullname: string;
                                phone: string;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerNoShows: number;
                            id: number;
                            locationName: string;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            unloadedVolume: number | null;
                            unloadStartAt: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.byOffer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            acceptanceVersion: number | null;
                            arrivalNote: ("EARLY" | "LATE") | null;
                            arrivedAt: string | null;
                            car: {
                                number: string;
                                plannedVolume: number;
                                trailerNumber: string;
                            } | null;
                            dealNumber: number | null;
                            docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            /** @enum {string} */
                            docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                            driver: {
                                fullname: string;
                                phone: string;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerNoShows: number;
                            id: number;
                            locationName: string;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            unloadedVolume: number | null;
                            unloadStartAt: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            changes: {
                                /** @enum {string} */
                                field: "carNumber" | "trailerNumber" | "driverFullname" | "driverPhone" | "plannedVolume" | "startAt" | "arrivedAt" | "arrivalNote" | "unloadStartAt" | "unloadedVolume" | "docsOverride";
                                from: string | null;
                                to: string | null;
                            }[];
                            status: ("SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED") | null;
                            userName: string | null;
                            uuid: string;
                        }[];
                        slot: {
                            acceptanceVersion: number | null;
                            arrivalNote: ("EARLY" | "LATE") | null;
                            arrivedAt: string | null;
                            car: {
                                number: string;
                                plannedVolume: number;
                                trailerNumber: string;
                            } | null;
                            dealNumber: number | null;
                            docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            /** @enum {string} */
                            docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                            driver: {
                                fullname: string;
                                phone: string;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerNoShows: number;
                            id: number;
                            locationName: string;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            unloadedVolume: number | null;
                            unloadStartAt: string | null;
                            uuid: string;
                        };
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description День YYYY-MM-DD (ISO 8601) */
                        date: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        endAt: string;
                        id: number;
                        locationUuid: string;
                        offerUuid: string | null;
                        plannedVolume: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        startAt: string;
                        /** @enum {string} */
                        status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                        taskUuid: string | null;
                        transfers: number;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "acceptance.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustments: {
                            amountPerTon: number;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                        }[];
                        /** @description Рубли за тонну (₽/т), целое число */
                        amount: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        at: string;
                        creditedKg: number;
                        dealPricePerTon: number;
                        /** @enum {string} */
                        decision: "ACCEPT" | "REFUSE";
                        factors: {
                            basis: number;
                            bonus: boolean;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            limit: number | null;
                        }[];
                        grossKg: number;
                        lossPercent: number;
                        manualDiscountPerTon: number | null;
                        netKg: number;
                        overLimit: ("MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN")[];
                        /** @description Копейки за тонну, целое число */
                        pricePerTon: number;
                        quality: {
                            [key: string]: number;
                        };
                        reason: string | null;
                        slotUuid: string;
                        tareKg: number;
                        ticketNumber: string | null;
                        userName: string | null;
                        uuid: string;
                        vat: number | null;
                        version: number;
                        versions: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            creditedKg: number;
                            reason: string | null;
                            userName: string | null;
                            version: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "acceptance.record": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    correctsVersion?: number;
                    /** @enum {string} */
                    decision?: "ACCEPT" | "REFUSE";
                    grossKg: number;
                    manualDiscountPerTon?: number;
                    quality: {
                        FOREIGN: number;
                        GLUTEN?: number;
                        GRAIN: number;
                        MOISTURE: number;
                        NATURE?: number;
                        PROTEIN?: number;
                    };
                    reason?: string;
                    tareKg: number;
                    ticketNumber?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustments: {
                            amountPerTon: number;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                        }[];
                        /** @description Рубли за тонну (₽/т), целое число */
                        amount: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        at: string;
                        creditedKg: number;
                        dealPricePerTon: number;
                        /** @enum {string} */
                        decision: "ACCEPT" | "REFUSE";
                        factors: {
                            basis: number;
                            bonus: boolean;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            limit: number | null;
                        }[];
                        grossKg: number;
                        lossPercent: number;
                        manualDiscountPerTon: number | null;
                        netKg: number;
                        overLimit: ("MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN")[];
                        /** @description Копейки за тонну, целое число */
                        pricePerTon: number;
                        quality: {
                            [key: string]: number;
                        };
                        reason: string | null;
                        slotUuid: string;
                        tareKg: number;
                        ticketNumber: string | null;
                        userName: string | null;
                        uuid: string;
                        vat: number | null;
                        version: number;
                        versions: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            creditedKg: number;
                            reason: string | null;
                            userName: string | null;
                            version: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "acceptance.terms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adjustments: {
                            amountPerTon: number;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            from: number;
                            to: number;
                        }[];
                        currentVersion: number | null;
                        dealPricePerTon: number;
                        factors: {
                            basis: number;
                            bonus: boolean;
                            /** @enum {string} */
                            code: "MOISTURE" | "FOREIGN" | "GRAIN" | "NATURE" | "PROTEIN" | "GLUTEN";
                            limit: number | null;
                        }[];
                        sellerNds: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "acceptance.receipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "fleet.assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    carUuid: string;
                    /** Format: uuid */
                    driverUuid: string;
                    slotUuids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            acceptanceVersion: number | null;
                            arrivalNote: ("EARLY" | "LATE") | null;
                            arrivedAt: string | null;
                            car: {
                                number: string;
                                plannedVolume: number;
                                trailerNumber: string;
                            } | null;
                            dealNumber: number | null;
                            docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            /** @enum {string} */
                            docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                            driver: {
                                fullname: string;
                                phone: string;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerNoShows: number;
                            id: number;
                            locationName: string;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            unloadedVolume: number | null;
                            unloadStartAt: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.checkIn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    confirmOutsideWindow?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceVersion: number | null;
                        arrivalNote: ("EARLY" | "LATE") | null;
                        arrivedAt: string | null;
                        car: {
                            number: string;
                            plannedVolume: number;
                            trailerNumber: string;
                        } | null;
                        dealNumber: number | null;
                        docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        /** @enum {string} */
                        docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                        driver: {
                            fullname: string;
                            phone: string;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        endAt: string;
                        farmerCompanyName: string;
                        farmerCompanyUuid: string;
                        farmerNoShows: number;
                        id: number;
                        locationName: string;
                        locationUuid: string;
                        offerUuid: string | null;
                        plannedVolume: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        startAt: string;
                        /** @enum {string} */
                        status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                        taskUuid: string | null;
                        transfers: number;
                        unloadedVolume: number | null;
                        unloadStartAt: string | null;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.free": {
        parameters: {
            query: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateFrom?: string;
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateTo?: string;
                offerUuid: string;
                slotUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            date: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                        }[];
                        locationName: string;
                        locationUuid: string;
                        plannedVolume: number;
                        remainingVolume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    slotUuid: string;
                    /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                    startAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description День YYYY-MM-DD (ISO 8601) */
                        date: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        endAt: string;
                        id: number;
                        locationUuid: string;
                        offerUuid: string | null;
                        plannedVolume: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        startAt: string;
                        /** @enum {string} */
                        status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                        taskUuid: string | null;
                        transfers: number;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "slots.upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            acceptanceVersion: number | null;
                            arrivalNote: ("EARLY" | "LATE") | null;
                            arrivedAt: string | null;
                            car: {
                                number: string;
                                plannedVolume: number;
                                trailerNumber: string;
                            } | null;
                            dealNumber: number | null;
                            docsMissing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            /** @enum {string} */
                            docsStatus: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                            driver: {
                                fullname: string;
                                phone: string;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            endAt: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerNoShows: number;
                            id: number;
                            locationName: string;
                            locationUuid: string;
                            offerUuid: string | null;
                            plannedVolume: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_BOOKED" | "SLOT_CAR_ASSIGNED" | "SLOT_ARRIVED" | "SLOT_UNLOADED" | "SLOT_REFUSED" | "SLOT_NO_SHOW" | "SLOT_CANCELED";
                            taskUuid: string | null;
                            transfers: number;
                            unloadedVolume: number | null;
                            unloadStartAt: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "support.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        support: {
                            generic: {
                                phone: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tariffs.byRegion": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bands: {
                            fromKm: number;
                            /** @description Копейки за тонну, целое число */
                            pricePerTon: number;
                            /**
                             * @description Копейки за тонну·км, целое число
                             * @default 0
                             */
                            pricePerTonKm: number;
                            toKm: number | null;
                        }[];
                        regionUuid: string;
                        /** @enum {string} */
                        type: "REGIONAL" | "E2E";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        actorUuid?: string;
                        company: {
                            name: string;
                        } | null;
                        companyUuid: string | null;
                        groupRoleName: string;
                        isSuperUser: boolean;
                        lastName: string;
                        name: string;
                        notifyEmail: string | null;
                        phone: string;
                        role: {
                            name: string;
                            roles: {
                                accessRights: string;
                                resource: {
                                    /** @default [] */
                                    params: string[];
                                    routeName: string;
                                };
                            }[];
                            roleUuid: string;
                        } | null;
                        roles: string[];
                        roleUuid: string | null;
                        surname: string;
                        /** @enum {string} */
                        userType: "purchaser" | "farmer" | "admin";
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lastName: string;
                    name: string;
                    notifyEmail: string;
                    phone: string;
                    roleUuid?: string | null;
                    /** @default  */
                    surname?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        company: {
                            name: string;
                        } | null;
                        companyUuid: string | null;
                        groupRoleName: string;
                        isSuperUser: boolean;
                        lastName: string;
                        name: string;
                        notifyEmail: string | null;
                        phone: string;
                        roles: string[];
                        roleUuid: string | null;
                        surname: string;
                        /** @enum {string} */
                        userType: "purchaser" | "farmer" | "admin";
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.oneTime": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        accessToken: string;
                        refresh_token: string;
                        refreshToken: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            404: components["responses"]["404-NOT_FOUND"];
            410: components["responses"]["410-GONE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.refreshLegacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    access_token?: string;
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-REFRESH_INVALID"];
            403: components["responses"]["403-USER_INACTIVE"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.passwordReset.complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            403: components["responses"]["403-USER_INACTIVE"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.passwordReset.check": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            403: components["responses"]["403-USER_INACTIVE"];
            404: components["responses"]["404-NOT_FOUND"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.apiKeys.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            key?: string;
                            lastUsedAt: string | null;
                            partner: string;
                            prefix: string;
                            revokedAt: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.apiKeys.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    partner: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        key?: string;
                        lastUsedAt: string | null;
                        partner: string;
                        prefix: string;
                        revokedAt: string | null;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.apiKeys.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        key?: string;
                        lastUsedAt: string | null;
                        partner: string;
                        prefix: string;
                        revokedAt: string | null;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.farmers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isInvalidate: boolean;
                        name: string;
                        taxCode: string;
                        uuid: string;
                    }[];
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "deals.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deals: {
                            bookedVolume: number;
                            contractedVolume: number;
                            deliveredVolume: number;
                            /** @enum {string} */
                            kind: "OFFER" | "CONTRACT" | "TASK";
                            nextSlot: {
                                address: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                endAt: string;
                                lacks: ("TRUCK" | "DRIVER" | "PAPERS")[];
                                locationName: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                startAt: string;
                                uuid: string;
                            } | null;
                            number: number | null;
                            productTitle: string;
                            remainingVolume: number;
                            uuid: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.mine": {
        parameters: {
            query?: {
                kind?: "ACCEPTANCE" | "SHIPPING";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        areaUuid: string | null;
                        authorCompanyUuid: string | null;
                        carType: string | null;
                        companyName: string | null;
                        companyUuid: string;
                        fedRegionName: string | null;
                        fedRegionUuid: string | null;
                        isDeleted: boolean;
                        /** @enum {string} */
                        kind: "ACCEPTANCE" | "SHIPPING";
                        loadType: string;
                        maxCarLength: number | null;
                        name: string;
                        position: {
                            latitude: number;
                            longitude: number;
                        };
                        postsQuantity: number;
                        quantity: number | null;
                        regionUuid: string;
                        scales: {
                            address: string;
                            isActive: boolean;
                            length: number | null;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            uuid: string;
                            warehouseHeight: number | null;
                        } | null;
                        scalesLength: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt?: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt?: string;
                            slotInterval?: number;
                            /** @default [] */
                            workingDays: string[];
                        };
                        type: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        warehouseHeight: number | null;
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.mine": {
        parameters: {
            query?: {
                any?: string;
                auctionUuid?: string;
                limit?: number;
                locationUuid?: string;
                offset?: number;
                productUuid?: string;
                regionUuid?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "landedPrice" | "price" | "volume" | "created";
                statuses?: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offers: {
                            acceptanceLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            acceptanceLocationUuid: string | null;
                            acceptedVolume: number;
                            auction: {
                                number: number;
                                ownerCompany: {
                                    name: string;
                                };
                            };
                            auctionUuid: string;
                            comment: string;
                            counterOffer: {
                                comment: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                createdAt: string;
                                /** @description Рубли за тонну (₽/т), целое число */
                                price?: number;
                                /** @enum {string} */
                                status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                                uuid: string;
                                volume: number;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice?: number | null;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number | null;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            farmerNoShows: number;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            landedPrice?: number;
                            number: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            premium?: number | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            rank: number | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            tariffType: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            volume: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prepayment.mine": {
        parameters: {
            query?: {
                any?: string;
                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                createdFrom?: string;
                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ; на входе принимается и ISO 8601 со смещением, и DD.MM.YYYY HH:mm (UTC) */
                createdTo?: string;
                limit?: number;
                offset?: number;
                ppType?: "PP_TYPE_UNDEFINED" | "SIMPLE" | "DEPOSIT";
                productAlias?: "AgroAvans" | "AvansSObespech";
                requestId?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "created" | "requestValue" | "updatedAt";
                statuses?: ("UNDEFINED" | "CREATED" | "IN_PROGRESS" | "APPROVED" | "LENT" | "REPAID" | "REJECTED")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        list: {
                            agreementContractNumber: string | null;
                            /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                            created: string;
                            limit: {
                                companyName: string;
                                inn: string;
                                insureCompany: string | null;
                                /** @description Рубли (₽), целое число */
                                limit: number;
                                /** @enum {string} */
                                productAlias: "AgroAvans" | "AvansSObespech";
                                uuid: string;
                            };
                            /** @enum {string} */
                            ppType: "PP_TYPE_UNDEFINED" | "SIMPLE" | "DEPOSIT";
                            remaining: number | null;
                            repaid: number;
                            requestId: number;
                            /** @description Рубли (₽), целое число */
                            requestValue: number;
                            /** @enum {string} */
                            status: "CREATED" | "IN_PROGRESS" | "APPROVED" | "LENT" | "REPAID" | "REJECTED";
                            statusReason: string | null;
                            /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                            updatedAt: string;
                            uuid: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "regions.mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyUuid: string;
                        fedRegionUuid: string;
                        locations: {
                            address: string;
                            name: string;
                            uuid: string;
                        }[];
                        name: {
                            fullSubvalue: string;
                            shortSubvalue: string;
                            value: string;
                        };
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                    }[];
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.farmer.list": {
        parameters: {
            query?: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateFrom?: string;
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                dateTo?: string;
                dealUuid?: string;
                farmerCompanyUuid?: string;
                limit?: number;
                offset?: number;
                status?: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settlements: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            creditedKg: number;
                            /** @enum {string} */
                            dealKind: "OFFER" | "CONTRACT" | "TASK";
                            dealNumber: number | null;
                            dealUuid: string;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            farmerInn: string | null;
                            number: number;
                            ownerCompanyName: string;
                            ownerCompanyUuid: string;
                            payable: number;
                            paymentDate: string | null;
                            paymentNumber: string | null;
                            prepaymentRepaid: number;
                            productTitle: string | null;
                            /** @enum {string} */
                            status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                            trucks: number;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            vat: number | null;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.farmer.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Рубли за тонну (₽/т), целое число */
                        amount: number;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        creditedKg: number;
                        /** @enum {string} */
                        dealKind: "OFFER" | "CONTRACT" | "TASK";
                        dealNumber: number | null;
                        dealUuid: string;
                        farmerCompanyName: string;
                        farmerCompanyUuid: string;
                        farmerInn: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            at: string;
                            reason: string | null;
                            /** @enum {string} */
                            status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                            userName: string | null;
                        }[];
                        lines: {
                            acceptanceUuid: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            acceptedAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            carNumber: string | null;
                            creditedKg: number;
                            netKg: number;
                            /** @description Копейки за тонну, целое число */
                            pricePerTon: number;
                            slotUuid: string;
                            ticketNumber: string | null;
                        }[];
                        number: number;
                        ownerCompanyName: string;
                        ownerCompanyUuid: string;
                        payable: number;
                        paymentDate: string | null;
                        paymentNumber: string | null;
                        prepaymentRepaid: number;
                        productTitle: string | null;
                        repayments: {
                            /** @description Рубли за тонну (₽/т), целое число */
                            amount: number;
                            closes: boolean;
                            requestId: number;
                            requestUuid: string;
                        }[];
                        /** @enum {string} */
                        status: "SETTLEMENT_DRAFT" | "SETTLEMENT_CONFIRMED" | "SETTLEMENT_PAID" | "SETTLEMENT_CANCELED";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        vat: number | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.farmer.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "settlements.farmer.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.list": {
        parameters: {
            query?: {
                aggregatorLocationUuid?: string;
                /** @description День DD.MM.YYYY (SPEC 3) */
                dateFrom?: string;
                /** @description День DD.MM.YYYY (SPEC 3) */
                dateTo?: string;
                farmerCompanyUuid?: string;
                limit?: number;
                offset?: number;
                productUuid?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "number" | "createdAt" | "deliveryDateStart" | "deliveryDateEnd" | "quantity" | "price";
                status?: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                syncStatus?: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                taskType?: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tasks: {
                            aggregatorCompany: {
                                name: string;
                            };
                            aggregatorCompanyUuid: string;
                            aggregatorLocation: {
                                name: string;
                            };
                            aggregatorLocationUuid: string;
                            comment: string;
                            contractUuid: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @enum {string} */
                            deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                            farmerCompany: {
                                name: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            humidity: number;
                            number: number;
                            offerUuid: string | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price: number;
                            product: {
                                payload: {
                                    title: string;
                                };
                            };
                            productUuid: string;
                            quantity: number;
                            source: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            syncAttempts: number;
                            syncedAt: string | null;
                            syncError: string | null;
                            /** @enum {string} */
                            syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                            /** @enum {string} */
                            taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            withoutAdditionalAgreement: boolean;
                            withoutIndication: boolean;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.webhook.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasSecret: boolean;
                        secret?: string;
                        updatedAt: string | null;
                        url: string | null;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.webhook.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rotateSecret?: boolean;
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasSecret: boolean;
                        secret?: string;
                        updatedAt: string | null;
                        url: string | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.webhook.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasSecret: boolean;
                        secret?: string;
                        updatedAt: string | null;
                        url: string | null;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "home.todo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            count: number;
                            /** @enum {string} */
                            kind: "COUNTER_OFFERS" | "TENDERS_CLOSING_TODAY" | "SLOTS_WITHOUT_TRUCK" | "TRIPS_WITHOUT_PAPERS" | "TRIP_PAPERS_DECLINED" | "AGREEMENT_TO_SIGN" | "OFFERS_TO_DECIDE" | "TENDERS_TO_CLOSE" | "TRIP_PAPERS_TO_CHECK" | "TRUCKS_DUE_TODAY" | "TRUCKS_LATE" | "IMPORTS_WITH_ERRORS" | "COMPANIES_TO_MODERATE";
                            link: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.phone.check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codeLength: number;
                        resendAfterSeconds: number;
                        session_uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON-BAD_PHONE"];
            403: components["responses"]["403-USER_INACTIVE"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS-RESEND_TOO_EARLY"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auth.phone.confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: uuid */
                    session_uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON-BAD_CODE-CODE_EXPIRED-CODE_ATTEMPTS_EXCEEDED"];
            403: components["responses"]["403-USER_INACTIVE"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.super.check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isSuperUser: boolean;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.super.impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        refreshToken: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.decide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                status: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        declineReason: string | null;
                        documents: {
                            /** @enum {string} */
                            code: "WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ";
                            description: string;
                            files: {
                                name: string;
                                size: number;
                                type: string;
                                url: string;
                                uuid: string;
                            }[];
                            number: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            uploadedAt: string;
                            uploadedBy: string | null;
                            uuid: string;
                        }[];
                        missing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        missingNames: string[];
                        purpose: ("FOOD" | "FEED") | null;
                        required: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        slotId: number;
                        slotUuid: string;
                        /** @enum {string} */
                        status: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            at: string;
                            code: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ") | null;
                            fileUuids: string[];
                            fromStatus: ("SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED") | null;
                            /** @enum {string} */
                            kind: "UPLOAD" | "REPLACE" | "DECISION" | "OVERRIDE";
                            reason: string | null;
                            sdizNumber: string | null;
                            toStatus: ("SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED") | null;
                            userName: string | null;
                            userUuid: string | null;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.statuses": {
        parameters: {
            query: {
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        declineReason: string | null;
                        documents: {
                            /** @enum {string} */
                            code: "WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ";
                            description: string;
                            files: {
                                name: string;
                                size: number;
                                type: string;
                                url: string;
                                uuid: string;
                            }[];
                            number: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            uploadedAt: string;
                            uploadedBy: string | null;
                            uuid: string;
                        }[];
                        missing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        missingNames: string[];
                        purpose: ("FOOD" | "FEED") | null;
                        required: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                        slotId: number;
                        slotUuid: string;
                        /** @enum {string} */
                        status: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.queue": {
        parameters: {
            query?: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                day?: string;
                farmerCompanyUuid?: string;
                limit?: number;
                locationUuid?: string;
                offset?: number;
                status?: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            carNumber: string | null;
                            /** @description День YYYY-MM-DD (ISO 8601) */
                            day: string;
                            dealNumber: number | null;
                            declineReason: string | null;
                            documents: {
                                /** @enum {string} */
                                code: "WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ";
                                description: string;
                                files: {
                                    name: string;
                                    size: number;
                                    type: string;
                                    url: string;
                                    uuid: string;
                                }[];
                                number: string | null;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                uploadedAt: string;
                                uploadedBy: string | null;
                                uuid: string;
                            }[];
                            driverFullname: string | null;
                            driverPhone: string | null;
                            farmerCompanyName: string;
                            farmerCompanyUuid: string;
                            locationName: string;
                            locationUuid: string;
                            missing: ("WAYBILL" | "TEST_REPORT" | "CONFORMITY_DECLARATION" | "SDIZ")[];
                            plannedVolume: number;
                            slotId: number;
                            slotUuid: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            startAt: string;
                            /** @enum {string} */
                            status: "SLOT_DOCS_MISSING" | "SLOT_DOCS_ON_MODERATE" | "SLOT_DOCS_APPROVED" | "SLOT_DOCS_DECLINED";
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            statusAt: string;
                            trailerNumber: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.fgis.export": {
        parameters: {
            query?: {
                format?: "csv" | "json";
            };
            header?: never;
            path: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                date: string;
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tripDocuments.fgis.missingSdiz": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description День YYYY-MM-DD (ISO 8601); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                date: string;
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            carNumber: string | null;
                            dealNumber: number | null;
                            farmerCompanyName: string;
                            slotId: number;
                            slotUuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        status: ("AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED") | null;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    aggregatorLocationUuid: string;
                    comment?: string | null;
                    /** @enum {string} */
                    deliveryType: "BUYER" | "SELLER";
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    endDate: string;
                    /** Format: uuid */
                    farmerCompanyUuid: string;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    newFarmerLocation?: {
                        address: string;
                        carType?: ("TRACTOR_WITH_TRAILER" | "TRUCK_TRACTOR_SEMITRAILER" | "SEMITRAILER_OR_WITH_TRAILER") | null;
                        /**
                         * @default DOWNLOAD
                         * @enum {string}
                         */
                        loadType?: "DOWNLOAD" | "UPLOAD";
                        maxCarLength?: number | null;
                        name: string;
                        position: {
                            latitude?: number | null;
                            longitude?: number | null;
                        };
                        /** @default 1 */
                        postsQuantity?: number;
                        quantity?: number | null;
                        scales?: {
                            address: string;
                            /** @default true */
                            isActive?: boolean;
                            length?: number | null;
                            position: {
                                latitude?: number | null;
                                longitude?: number | null;
                            };
                            schedule: {
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt: string;
                            };
                            /** Format: uuid */
                            uuid?: string;
                            warehouseHeight?: number | null;
                        } | null;
                        scalesLength?: number | null;
                        schedule: {
                            arrivalTime?: number;
                            carsInSlot?: number;
                            /** @description Время суток HH:mm по часам пункта */
                            closeAt: string;
                            /** @description Время суток HH:mm по часам пункта */
                            openAt: string;
                            slotInterval?: number;
                            workingDays: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                        };
                        /**
                         * @default ELEVATOR
                         * @enum {string}
                         */
                        type?: "ELEVATOR" | "PLANT" | "PORT" | "WAREHOUSE";
                        warehouseHeight?: number | null;
                    } | null;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    /** Format: uuid */
                    productUuid: string;
                    quantity: number;
                    /** Format: uuid */
                    regionUuid: string;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    startDate: string;
                    withoutIndication?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        dailyVolume: number | null;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice: number;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        endDate: string;
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: string | null;
                            status: string;
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        initialPrice: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        regionUuid: string | null;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        startDate: string;
                        status: string;
                        tariffType: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        user: {
                            lastName: string;
                            name: string;
                            surname: string;
                        } | null;
                        userUuid: string | null;
                        uuid: string;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "contracts.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                status: string;
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        dailyVolume: number | null;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice: number;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        endDate: string;
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: string | null;
                            status: string;
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        initialPrice: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        regionUuid: string | null;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        startDate: string;
                        status: string;
                        tariffType: string;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        user: {
                            lastName: string;
                            name: string;
                            surname: string;
                        } | null;
                        userUuid: string | null;
                        uuid: string;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.counterAnswer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "ACCEPTED" | "DECLINED";
                    /** Format: uuid */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** Format: uuid */
                    offerUuid: string;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    volume: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "locations.places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    any?: string;
                    /** Format: uuid */
                    companyUuid?: string;
                    /**
                     * @default SHIPPING
                     * @enum {string}
                     */
                    kind?: "ACCEPTANCE" | "SHIPPING";
                    /** @default 15 */
                    limit?: number;
                    /** @default 0 */
                    offset?: number;
                    /**
                     * @default ASC
                     * @enum {string}
                     */
                    sortDirection?: "ASC" | "DESC";
                    /** @enum {string} */
                    sortField?: "name" | "address" | "updatedAt";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        locations: {
                            address: string;
                            areaUuid: string | null;
                            authorCompanyUuid: string | null;
                            carType: string | null;
                            companyName: string | null;
                            companyUuid: string;
                            fedRegionName: string | null;
                            fedRegionUuid: string | null;
                            isDeleted: boolean;
                            /** @enum {string} */
                            kind: "ACCEPTANCE" | "SHIPPING";
                            loadType: string;
                            maxCarLength: number | null;
                            name: string;
                            position: {
                                latitude: number;
                                longitude: number;
                            };
                            postsQuantity: number;
                            quantity: number | null;
                            regionUuid: string;
                            scales: {
                                address: string;
                                isActive: boolean;
                                length: number | null;
                                position: {
                                    latitude: number;
                                    longitude: number;
                                };
                                schedule: {
                                    /** @description Время суток HH:mm по часам пункта */
                                    closeAt: string;
                                    /** @description Время суток HH:mm по часам пункта */
                                    openAt: string;
                                };
                                uuid: string;
                                warehouseHeight: number | null;
                            } | null;
                            scalesLength: number | null;
                            schedule: {
                                arrivalTime?: number;
                                carsInSlot?: number;
                                /** @description Время суток HH:mm по часам пункта */
                                closeAt?: string;
                                /** @description Время суток HH:mm по часам пункта */
                                openAt?: string;
                                slotInterval?: number;
                                /** @default [] */
                                workingDays: string[];
                            };
                            type: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            warehouseHeight: number | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.createByPartner": {
        parameters: {
            query?: never;
            header?: {
                "x-api-key"?: string;
            };
            path: {
                partner: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    aggregatorLocationUuid: string;
                    comment?: string | null;
                    contractUuid?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    deliveryDateEnd: string;
                    /** @description День DD.MM.YYYY (SPEC 3) */
                    deliveryDateStart: string;
                    /**
                     * @default BUYER
                     * @enum {string}
                     */
                    deliveryType?: "BUYER" | "SELLER";
                    /** Format: uuid */
                    farmerCompanyUuid: string;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    offerUuid?: string | null;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    /** Format: uuid */
                    productUuid: string;
                    quantity: number;
                    /**
                     * @default STANDARD
                     * @enum {string}
                     */
                    taskType?: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                    withoutAdditionalAgreement?: boolean;
                    withoutIndication?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        history: {
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED") | null;
                            reason: string | null;
                            /** @enum {string} */
                            status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                            userName: string | null;
                        }[];
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            429: components["responses"]["429-TOO_MANY_REQUESTS"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateEnd: string;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateStart: string;
                    deliveryType?: ("BUYER" | "SELLER") | null;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    /** Format: uuid */
                    uuid: string;
                    volume: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    auctionUuid: string;
                    comment?: string | null;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateEnd: string;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    deliveryDateStart: string;
                    deliveryType?: ("BUYER" | "SELLER") | null;
                    farmerLocationUuid?: string | null;
                    humidity: number;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                    volume: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        acceptanceLocationUuid: string | null;
                        acceptedVolume: number;
                        auction: {
                            number: number;
                            ownerCompany: {
                                name: string;
                            };
                        };
                        auctionUuid: string;
                        comment: string;
                        counterOffer: {
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            /** @enum {string} */
                            status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                            uuid: string;
                            volume: number;
                        } | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        /** @enum {string} */
                        deliveryType: "BUYER" | "SELLER";
                        distance: number | null;
                        farmerCompany: {
                            name: string;
                            taxCode: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                            uuid: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        farmerNoShows: number;
                        history: {
                            changes: string[];
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            previousStatus: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED") | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            user: {
                                lastName: string;
                                name: string;
                                surname: string;
                            } | null;
                        }[];
                        humidity: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        number: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price?: number;
                        rank: number | null;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                        tariffType: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        name: string;
                        uuid: string;
                    }[];
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    auctionUuid: string;
                    deliveryType?: ("BUYER" | "SELLER") | null;
                    farmerCompanyUuid?: string | null;
                    farmerLocationUuid?: string | null;
                    /** @description Рубли за тонну (₽/т), целое число */
                    price: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        acceptanceLocationUuid: string | null;
                        /** @description Копейки за тонну, целое число */
                        deliveryPrice?: number | null;
                        distance: number | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        landedPrice?: number;
                        /** @description Рубли за тонну (₽/т), целое число */
                        premium?: number | null;
                        tariffType: string | null;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    auctionUuid: string;
                    items: {
                        /** Format: uuid */
                        offerUuid: string;
                        volume: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auctionUuid: string;
                        /** @description Рубли за тонну (₽/т), целое число */
                        averageLandedPrice?: number;
                        offers: {
                            acceptanceLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            acceptanceLocationUuid: string | null;
                            acceptedVolume: number;
                            auction: {
                                number: number;
                                ownerCompany: {
                                    name: string;
                                };
                            };
                            auctionUuid: string;
                            comment: string;
                            counterOffer: {
                                comment: string;
                                /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                                createdAt: string;
                                /** @description Рубли за тонну (₽/т), целое число */
                                price?: number;
                                /** @enum {string} */
                                status: "OPEN" | "ACCEPTED" | "DECLINED" | "CANCELED";
                                uuid: string;
                                volume: number;
                            } | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            /** @description Копейки за тонну, целое число */
                            deliveryPrice?: number | null;
                            /** @enum {string} */
                            deliveryType: "BUYER" | "SELLER";
                            distance: number | null;
                            farmerCompany: {
                                name: string;
                                taxCode: string;
                            };
                            farmerCompanyUuid: string;
                            farmerLocation: {
                                address: string;
                                name: string;
                                uuid: string;
                            } | null;
                            farmerLocationUuid: string | null;
                            farmerNoShows: number;
                            humidity: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            landedPrice?: number;
                            number: number;
                            /** @description Рубли за тонну (₽/т), целое число */
                            premium?: number | null;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            rank: number | null;
                            /** @enum {string} */
                            status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                            tariffType: string | null;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            updatedAt: string;
                            uuid: string;
                            volume: number;
                        }[];
                        volume: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT-35742"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "offers.statusCounts": {
        parameters: {
            query?: {
                any?: string;
                auctionUuid?: string;
                limit?: number;
                locationUuid?: string;
                offset?: number;
                productUuid?: string;
                regionUuid?: string;
                sortDirection?: "ASC" | "DESC";
                sortField?: "landedPrice" | "price" | "volume" | "created";
                statuses?: ("OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        label: string;
                        /** @enum {string} */
                        status: "OFFER_ACTIVE" | "OFFER_COUNTERED" | "OFFER_ACCEPTED" | "OFFER_DECLINED" | "OFFER_WITHDRAWN" | "OFFER_EXPIRED";
                    }[];
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prepayment.limits.export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prepayment.limits.upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        csv: string;
                        errorFileUrl: string | null;
                        errorFileUuid: string | null;
                        successed: number;
                        total: number;
                    };
                };
            };
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "prepayment.limits.errors": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Файл */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            404: components["responses"]["404-NOT_FOUND"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tariffs.save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bands: {
                        fromKm: number;
                        /** @description Копейки за тонну, целое число */
                        pricePerTon: number;
                        /**
                         * @description Копейки за тонну·км, целое число
                         * @default 0
                         */
                        pricePerTonKm?: number;
                        toKm: number | null;
                    }[];
                    /** Format: uuid */
                    regionUuid: string;
                    /** @enum {string} */
                    type: "REGIONAL" | "E2E";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bands: {
                            fromKm: number;
                            /** @description Копейки за тонну, целое число */
                            pricePerTon: number;
                            /**
                             * @description Копейки за тонну·км, целое число
                             * @default 0
                             */
                            pricePerTonKm: number;
                            toKm: number | null;
                        }[];
                        regionUuid: string;
                        /** @enum {string} */
                        type: "REGIONAL" | "E2E";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    any?: string;
                    companyUuid?: string | null;
                    /**
                     * @default {
                     *       "page": 0,
                     *       "size": 15
                     *     }
                     */
                    pagination?: {
                        /** @default 0 */
                        page?: number;
                        /** @default 15 */
                        size?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        users: {
                            active: boolean;
                            company: {
                                name: string;
                            } | null;
                            companyUuid: string | null;
                            groupRoleName: string;
                            isSuperUser: boolean;
                            lastName: string;
                            name: string;
                            notifyEmail: string | null;
                            phone: string;
                            roles: string[];
                            roleUuid: string | null;
                            surname: string;
                            /** @enum {string} */
                            userType: "purchaser" | "farmer" | "admin";
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "users.staff": {
        parameters: {
            query?: {
                companyUuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            companyUuid: string | null;
                            lastName: string;
                            name: string;
                            surname: string;
                            uuid: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["400-VALIDATION"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "auctions.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    any?: string;
                    limit?: number;
                    /** Format: uuid */
                    locationUuid?: string;
                    /** @default 0 */
                    offset?: number;
                    /** Format: uuid */
                    productUuid?: string;
                    /** Format: uuid */
                    regionUuid?: string;
                    /**
                     * @default DESC
                     * @enum {string}
                     */
                    sortDirection?: "ASC" | "DESC";
                    /**
                     * @default startAt
                     * @enum {string}
                     */
                    sortField?: "number" | "startAt" | "endAt" | "price" | "volume" | "createdAt";
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    startFrom?: string;
                    /** @description День DD.MM.YYYY (SPEC 3); на входе принимается и YYYY-MM-DD, и DD.MM.YYYY */
                    startTo?: string;
                    statuses?: ("AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auctions: {
                            acceptedVolume: number;
                            comment: string;
                            /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                            createdAt: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateEnd: string;
                            /** @description День DD.MM.YYYY (SPEC 3) */
                            deliveryDateStart: string;
                            deliveryType: ("BUYER" | "SELLER") | null;
                            deliveryTypes: ("BUYER" | "SELLER")[];
                            /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                            endAt: string;
                            humidity: number;
                            locations: {
                                address: string;
                                name: string;
                                uuid: string;
                            }[];
                            locationUuids: string[];
                            minLotVolume: number;
                            number: number;
                            offeredVolume: number;
                            offersCount: number;
                            ownerCompany: {
                                name: string;
                            };
                            ownerCompanyUuid: string;
                            /** @description Рубли за тонну (₽/т), целое число */
                            price?: number;
                            product: {
                                payload: {
                                    title: string;
                                };
                            };
                            productUuid: string;
                            region: {
                                name: string;
                                uuid: string;
                            };
                            regionUuid: string;
                            /** @description Момент DD.MM.YYYY HH:mm в UTC (SPEC 3) */
                            startAt: string;
                            /** @enum {string} */
                            status: "AUCTION_PLANNED" | "AUCTION_ACTIVE" | "AUCTION_FINISHED" | "AUCTION_COMPLETED" | "AUCTION_CANCELED";
                            uuid: string;
                            volume: number;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["400-VALIDATION-MALFORMED_JSON"];
            401: components["responses"]["401-UNAUTHORIZED-TOKEN_EXPIRED"];
            403: components["responses"]["403-FORBIDDEN"];
            409: components["responses"]["409-CONFLICT"];
            413: components["responses"]["413-PAYLOAD_TOO_LARGE"];
            503: components["responses"]["503-OVERLOADED"];
        };
    };
    "tasks.webhook.changed": {
        parameters: {
            query?: never;
            header: {
                /** @description Событие, то же, что поле event */
                "x-kolos-event": "task.changed";
                /** @description t=<секунды Unix>,v1=<hex HMAC-SHA256> */
                "x-kolos-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    event: "task.changed" | "task.deleted";
                    task: {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                    /** @description Номер изменения задачи: повтор доставки несёт тот же номер */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Принято (любой ответ 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Получатель отверг доставку (любой другой ответ): будет повтор */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "tasks.webhook.deleted": {
        parameters: {
            query?: never;
            header: {
                /** @description Событие, то же, что поле event */
                "x-kolos-event": "task.deleted";
                /** @description t=<секунды Unix>,v1=<hex HMAC-SHA256> */
                "x-kolos-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    event: "task.changed" | "task.deleted";
                    task: {
                        aggregatorCompany: {
                            name: string;
                        };
                        aggregatorCompanyUuid: string;
                        aggregatorLocation: {
                            name: string;
                        };
                        aggregatorLocationUuid: string;
                        comment: string;
                        contractUuid: string | null;
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        createdAt: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateEnd: string;
                        /** @description День DD.MM.YYYY (SPEC 3) */
                        deliveryDateStart: string;
                        /** @enum {string} */
                        deliveryType: "DELIVERYTYPE_UNDEFINED" | "SELLER" | "BUYER";
                        farmerCompany: {
                            name: string;
                        };
                        farmerCompanyUuid: string;
                        farmerLocation: {
                            address: string;
                            name: string;
                        } | null;
                        farmerLocationUuid: string | null;
                        humidity: number;
                        number: number;
                        offerUuid: string | null;
                        /** @description Рубли за тонну (₽/т), целое число */
                        price: number;
                        product: {
                            payload: {
                                title: string;
                            };
                        };
                        productUuid: string;
                        quantity: number;
                        source: string | null;
                        /** @enum {string} */
                        status: "INACTIVE" | "ACTIVE" | "ERROR" | "SUSPENDED" | "COMPLETED" | "CANCELED";
                        syncAttempts: number;
                        syncedAt: string | null;
                        syncError: string | null;
                        /** @enum {string} */
                        syncStatus: "PENDING" | "IN_PROGRESS" | "SUCCESS" | "FAILED";
                        /** @enum {string} */
                        taskType: "STANDARD" | "REROUTE" | "CONTRACT_FOR_OFFERS";
                        /** @description Момент ISO 8601 в UTC, YYYY-MM-DDTHH:mm:ss.sssZ */
                        updatedAt: string;
                        uuid: string;
                        withoutAdditionalAgreement: boolean;
                        withoutIndication: boolean;
                    };
                    /** @description Номер изменения задачи: повтор доставки несёт тот же номер */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Принято (любой ответ 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Получатель отверг доставку (любой другой ответ): будет повтор */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

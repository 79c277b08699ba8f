/**
 * GENERATED FILE, do not edit: `npm run client:generate` writes it from openapi/openapi.json
 * with openapi-typescript (docs/architecture.md, "The API contract"). CI fails when it is stale.
 */

export interface paths {
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All content categories, by name */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category with its published content items, grouped by type */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/excursions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active excursions, shore and land, by name */
        get: operations["listExcursions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/excursions/land": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active land excursions (theme park and attraction packages) */
        get: operations["listLandExcursions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/excursions/shore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active shore excursions (from a port) */
        get: operations["listShoreExcursions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/excursions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active excursion */
        get: operations["getExcursion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published travel guides, newest first */
        get: operations["listGuides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published guide */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a travel-planning lead
         * @description Limited to 5 per minute per IP (RATE_LIMIT_LEADS_PER_MIN). The same e-mail with the same interests within 24 hours is stored once and answered with the stored lead. The `website` field is a honeypot.
         */
        post: operations["submitLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search across all public content
         * @description Ranked PostgreSQL full-text search over parks, attractions, resorts, events, dining, cruise lines, ships, ports, itineraries, excursions, guides, videos and categories. Names weigh more than descriptions; common abbreviations (EPCOT Center, DCA, IOA, MK, …) are understood; when nothing matches, each word is corrected to the likeliest word (or two joined words) of the catalogue's names and the corrected query is answered, named in `corrected_query` ("did you mean"). Each result links its public detail route (`path`); its `snippet` is plain text with the matched words as `highlights` offsets. Records whose name matches come before records that only mention the words. Matches are counted up to 1,000 (`total_exact` false beyond). Inactive records, drafts and unpublished videos are never found.
         *
         *     Search runs in a content locale: `locale`, else the best of Accept-Language, else the default (`Content-Language` names it). Records translated into it are matched and ranked on their translated text with the language's own stemming (German `Achterbahn` finds `Achterbahnen`; languages without a stemmer, such as Japanese, match whole words); records without a translation are found by their default-locale text. Each result says its `locale`.
         */
        get: operations["searchContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attractions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active attractions, by name */
        get: operations["listAttractions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attractions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active attraction: heights, thrill level, accessibility */
        get: operations["getAttraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attractions/{slug}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One attraction's live status and wait times
         * @description The upstream's live record of the attraction (by its own upstream_entity_id; there is no fallback map), with the attraction itself as its attraction, fetched_at and its park's time zone.
         */
        get: operations["getAttractionLiveStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cruise-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active cruise lines, by name */
        get: operations["listCruiseLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cruise-lines/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active cruise line */
        get: operations["getCruiseLine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dining": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active dining locations of parks, ships and resorts, by name */
        get: operations["listDiningLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dining/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active dining location: dress code, price range, hours */
        get: operations["getDiningLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current and upcoming special events, by start date */
        get: operations["listSpecialEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active special event with ticket price and schedule */
        get: operations["getSpecialEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/itineraries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active itineraries of active cruise lines, by name */
        get: operations["listItineraries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/itineraries/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One itinerary with its embarkation and disembarkation ports and ordered stops */
        get: operations["getItinerary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active ports, by name */
        get: operations["listPorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ports/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active port with its geo data and port type */
        get: operations["getPort"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ports/{slug}/excursions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active shore excursions from the port (empty when it has none) */
        get: operations["listPortExcursions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/resorts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active resorts of park destinations, by name */
        get: operations["listResorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/resorts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active resort with amenities and pricing */
        get: operations["getResort"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sailings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upcoming sailings, by departure date
         * @description Active sailings departing today (UTC) or later, of active ships and itineraries; date_from/date_to narrow the departure date.
         */
        get: operations["listSailings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active ships of active cruise lines, by name
         * @description Each ship carries its cruise line (id, name, slug).
         */
        get: operations["listShips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ships/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The full ship record, with its dry-dock periods and images */
        get: operations["getShip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/theme-parks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active theme parks, by name */
        get: operations["listThemeParks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/theme-parks/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active theme park: geo, pricing, upstream entity id, its images */
        get: operations["getThemePark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/theme-parks/{slug}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live status and wait times of a park's attractions
         * @description The upstream's live records of the park's attractions (liveData), shows (with showtimes) and restaurants, each by name and with the catalogue attraction it belongs to (attraction, or null), plus the park's operating hours, with fetched_at and the park's time zone. Hotels, the destination and the park's own status are not passed on. An OPERATING record not updated for over 30 minutes has stale: true. The park's own upstream_entity_id is used when it is a UUID, otherwise the known-parks map by slug.
         */
        get: operations["getThemeParkLiveStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/theme-parks/{slug}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A park's opening schedule for the next 30 days
         * @description The upstream's schedule entries, by date and opening time, with fetched_at and the park's time zone.
         */
        get: operations["getThemeParkSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published videos, newest first */
        get: operations["listVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published video */
        get: operations["getVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers
         * @description 503 while the database does not answer, and from the moment the process is told to stop (SIGTERM), so a load balancer takes the instance out before it closes.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/analytics/by-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests per API client; anonymous traffic has client_id null */
        get: operations["getAnalyticsByClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total requests, error rate, average and p95 response time */
        get: operations["getAnalyticsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/analytics/requests-over-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests and errors per UTC day of the window, zeros included */
        get: operations["getAnalyticsRequestsOverTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/analytics/status-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Responses per HTTP status code */
        get: operations["getAnalyticsStatusCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/analytics/top-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Most-called route templates, by requests */
        get: operations["getAnalyticsTopEndpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/api-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API clients with their usage stats */
        get: operations["listApiClients"];
        put?: never;
        /**
         * Create an API client and its key
         * @description `kind`: `browser` (web pages; `allowed_domains` limits the origins) or `server` (back ends; refused with 403 on any request with an Origin). `raw_key` is in this answer only: only a hash of its secret is stored.
         */
        post: operations["createApiClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/api-clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One API client with its usage stats */
        get: operations["getApiClient"];
        put?: never;
        post?: never;
        /** Delete an API client (its key stops working at once) */
        delete: operations["deleteApiClient"];
        options?: never;
        head?: never;
        /**
         * Change name, notes, kind, allowed domains or rate limit
         * @description A server key has no allowlist: changing `kind` to `server` needs `allowed_domains` empty (400 otherwise).
         */
        patch: operations["updateApiClient"];
        trace?: never;
    };
    "/studio/api-clients/{id}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new key
         * @description The old key is refused at once; the client is (again) active. `raw_key` is in this answer only.
         */
        post: operations["regenerateApiClientKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/api-clients/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the client's key
         * @description The key is refused (401) from the next request on, on every instance.
         */
        post: operations["revokeApiClientKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/attractions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All attractions, including unpublished or inactive ones */
        get: operations["listStudioAttractions"];
        put?: never;
        /** Create one of the attractions */
        post: operations["createAttraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/attractions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the attractions, by id */
        get: operations["getStudioAttraction"];
        put?: never;
        post?: never;
        /**
         * Delete an attraction
         * @description Refused with 409 while a land excursion refers to the attraction.
         */
        delete: operations["deleteAttraction"];
        options?: never;
        head?: never;
        /** Change one of the attractions: only the fields sent; null clears */
        patch: operations["updateAttraction"];
        trace?: never;
    };
    "/studio/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's two-factor authentication is on, required, and how many recovery codes are left */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor off, with a current code or a recovery code
         * @description Deletes the secret and the recovery codes. 409 while STUDIO_REQUIRE_2FA requires two-factor for the caller (an admin reset is the way to change devices then). A wrong code is 400 and counts toward the login throttle.
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/2fa/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start enrolling an authenticator app: a new TOTP secret, shown once
         * @description Answers the secret as an otpauth:// key URI, as base32 text and as a QR code (PNG data URL) to scan with an authenticator app (TOTP, SHA-1, 6 digits, 30 s). Nothing changes at login until POST /studio/auth/2fa/enrolment/confirm accepts a first code. Starting again replaces a pending enrolment; while two-factor is on, it is 409.
         */
        post: operations["createTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/2fa/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor on with a first code; answers the recovery codes, once
         * @description A wrong code is 400 and counts toward the login throttle (429 past its limit). A caller whose tokens were limited to enrolment (STUDIO_REQUIRE_2FA) refreshes them afterwards to get unlimited ones.
         */
        post: operations["confirmTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/2fa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace every recovery code with new ones, with a current code
         * @description The old recovery codes stop working. A wrong code is 400 and counts toward the login throttle.
         */
        post: operations["regenerateTwoFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the caller's password; every other session of the caller ends */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail (as username) and password
         * @description OAuth2 password grant: form-encoded (as OAuth2 clients send it) or JSON. Failed logins are limited per IP and per e-mail. Two answers: the token pair; or, for a user with two-factor authentication on, `{two_factor_required: true, challenge_token, expires_in}` and no token: send the challenge with a code to POST /studio/auth/login/2fa for the token pair. Swagger UI's Authorize (password flow) works only for users without two-factor; with it, call this endpoint and POST /studio/auth/login/2fa with "Try it out" and paste the `access_token` into the `bearer` field of Authorize.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second login step: the challenge token and a code (or a recovery code) for the token pair
         * @description When POST /studio/auth/login answers `two_factor_required: true`, send its `challenge_token` here within 5 minutes with the current 6-digit `code` of the authenticator app, or one `recovery_code`. Answers the same token pair as a password-only login. A wrong, reused or already-spent code is 401 INVALID_CREDENTIALS and counts toward the login throttle (429 past its limit); an invalid or expired challenge is 401 UNAUTHORIZED (log in again). In Swagger UI: the Authorize dialog's password flow cannot do this second step; call POST /studio/auth/login, then this endpoint, with "Try it out", and paste the `access_token` into the `bearer` field of Authorize.
         */
        post: operations["loginWithTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the caller's session: its access and refresh tokens are refused at once */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the identity provider sends the browser back; answers the studio token pair
         * @description Exchanges the code, validates the ID token (signature, issuer, audience, nonce, time), maps the groups claim to a role, and finds, links or creates the studio user. Without OIDC_SUCCESS_REDIRECT_URL it answers the token pair as JSON; with it, it redirects there with the pair in the URL fragment (`#access_token=…&refresh_token=…&token_type=bearer&expires_in=…`). Each state is answered once.
         */
        get: operations["completeOidcLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/oidc/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start single sign-on: redirects the browser to the identity provider's sign-in page
         * @description Authorization code flow with PKCE. State, nonce and code verifier stay on the server for 10 minutes; the provider sends the browser back to /studio/auth/oidc/callback. Limited as the password login: an address may have LOGIN_MAX_FAILURES (10) sign-ins started and not finished; past that, 429 with Retry-After until the oldest expires.
         */
        get: operations["loginWithOidc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new access token and a new refresh token
         * @description Rotation: the refresh token presented is spent and the answer carries its replacement. Presenting a spent refresh token again is 401 and ends its whole session (reuse detection), so a client must keep only the newest refresh token and never send two refreshes at once. A single sign-on session asks the identity provider first: if the provider no longer signs the user in, or their groups no longer map to a role, all the user's sessions end (401); while the provider is unreachable the answer is 502 and the refresh token presented stays valid, to be tried again.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's live sessions, most recently used first; `current` marks this one */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else: end every session of the caller's but this one */
        post: operations["revokeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the caller's sessions (this one too: that is a logout); another user's is 404 */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All categories, including unpublished or inactive ones */
        get: operations["listStudioCategories"];
        put?: never;
        /** Create one of the categories */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the categories, by id */
        get: operations["getStudioCategory"];
        put?: never;
        post?: never;
        /** Delete a category (its tags go with it) */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Change one of the categories: only the fields sent; null clears */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/studio/cruise-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All cruise lines, active and inactive */
        get: operations["listStudioCruiseLines"];
        put?: never;
        /** Create a cruise line */
        post: operations["createCruiseLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/cruise-lines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One cruise line */
        get: operations["getStudioCruiseLine"];
        put?: never;
        post?: never;
        /**
         * Delete a cruise line
         * @description Also deletes the line's ships, itineraries and their sailings.
         */
        delete: operations["deleteCruiseLine"];
        options?: never;
        head?: never;
        /** Change a cruise line (only the fields sent) */
        patch: operations["updateCruiseLine"];
        trace?: never;
    };
    "/studio/dining": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All dining locations, including unpublished or inactive ones */
        get: operations["listStudioDiningLocations"];
        put?: never;
        /** Create one of the dining locations */
        post: operations["createDiningLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/dining/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the dining locations, by id */
        get: operations["getStudioDiningLocation"];
        put?: never;
        post?: never;
        /** Delete a dining location */
        delete: operations["deleteDiningLocation"];
        options?: never;
        head?: never;
        /** Change one of the dining locations: only the fields sent; null clears */
        patch: operations["updateDiningLocation"];
        trace?: never;
    };
    "/studio/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All special events, including unpublished or inactive ones */
        get: operations["listStudioSpecialEvents"];
        put?: never;
        /** Create one of the special events */
        post: operations["createSpecialEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the special events, by id */
        get: operations["getStudioSpecialEvent"];
        put?: never;
        post?: never;
        /** Delete a special event with its schedule */
        delete: operations["deleteSpecialEvent"];
        options?: never;
        head?: never;
        /** Change one of the special events: only the fields sent; null clears */
        patch: operations["updateSpecialEvent"];
        trace?: never;
    };
    "/studio/excursions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All excursions, active and inactive */
        get: operations["listStudioExcursions"];
        put?: never;
        /** Create an excursion */
        post: operations["createExcursion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/excursions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One excursion */
        get: operations["getStudioExcursion"];
        put?: never;
        post?: never;
        /** Delete an excursion */
        delete: operations["deleteExcursion"];
        options?: never;
        head?: never;
        /** Change an excursion (only the fields sent) */
        patch: operations["updateExcursion"];
        trace?: never;
    };
    "/studio/guides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All guides, including unpublished or inactive ones */
        get: operations["listStudioGuides"];
        put?: never;
        /** Create one of the guides */
        post: operations["createGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/guides/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the guides, by id */
        get: operations["getStudioGuide"];
        put?: never;
        post?: never;
        /** Delete a guide */
        delete: operations["deleteGuide"];
        options?: never;
        head?: never;
        /** Change one of the guides: only the fields sent; null clears */
        patch: operations["updateGuide"];
        trace?: never;
    };
    "/studio/itineraries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All itineraries, active and inactive */
        get: operations["listStudioItineraries"];
        put?: never;
        /** Create an itinerary with its stops */
        post: operations["createItinerary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/itineraries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One itinerary with its stops */
        get: operations["getStudioItinerary"];
        put?: never;
        post?: never;
        /**
         * Delete an itinerary
         * @description Also deletes its stops and sailings.
         */
        delete: operations["deleteItinerary"];
        options?: never;
        head?: never;
        /**
         * Change an itinerary (only the fields sent)
         * @description `stops`, when sent, replaces all stops in one transaction.
         */
        patch: operations["updateItinerary"];
        trace?: never;
    };
    "/studio/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads, newest first
         * @description Filters: date range (UTC days, inclusive) and interest.
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/logs/api-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The raw request log, newest first
         * @description Every /api and /studio request; written in batches, so the last second may not be here yet. Kept REQUEST_LOG_RETENTION_DAYS days.
         */
        get: operations["listRequestLogEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/logs/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of studio writes, newest first
         * @description Every successful studio POST/PUT/PATCH/DELETE, with passwords, secrets, keys and tokens redacted. Dates are UTC days, inclusive.
         */
        get: operations["listAuditLogEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The media library, newest upload first
         * @description Filters: content type and slug (exact).
         */
        get: operations["listMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image
         * @description The type is judged from the bytes (JPEG, PNG, WebP or GIF). The image is stored as WebP at the widths of MEDIA_WIDTHS that are not wider than it (and as AVIF too when MEDIA_AVIF is on; animated images keep their animation, in WebP only), plus crops to 1:1 and 16:9 around the focal point (stills only, at most 1024 px wide), with EXIF orientation applied and metadata stripped. Every variant is stored under a key holding a hash of its bytes, so its URL may be cached for a year. `key`, `images/<content_type>/<slug>/<filename>.webp`, names the image: the same key again replaces the image and all its variants (new URLs), keeps its `id`, alt text, caption, credit, copyright and focal point, and the old URLs keep answering for MEDIA_REPLACED_GRACE_HOURS. Uploads are processed a few at a time; one that waits too long for its turn gets 503.
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One image of the media library, with its variants and the records that use it
         * @description `used_by` lists every catalogue record that uses the image (main image, logo, thumbnail or gallery), with the field that holds it.
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        /**
         * Delete an image: its record and every stored variant
         * @description Refused with 409 while a catalogue record uses the image (as its main image, logo, thumbnail or in its gallery); the problem names the records. When the store fails (502) the record is kept, so the delete can be repeated.
         */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        /**
         * Change an image's alt text, caption, credit, copyright or focal point
         * @description Fields left out keep their values; null clears one (a null `focal_point` is the centre). Every record that uses the image answers the new values in its image. Stored like every catalogue write: an audit entry, a revision (resource `media`) and a `media.updated` webhook event, in one transaction. A new focal point cuts new crops (new URLs); the old crops keep answering for MEDIA_REPLACED_GRACE_HOURS. An animated image has no crops: its focal point is only reported.
         */
        patch: operations["updateMedia"];
        trace?: never;
    };
    "/studio/ports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All ports, active and inactive */
        get: operations["listStudioPorts"];
        put?: never;
        /** Create a port */
        post: operations["createPort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/ports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One port */
        get: operations["getStudioPort"];
        put?: never;
        post?: never;
        /**
         * Delete a port
         * @description Refused with 409 while itineraries, itinerary stops or excursions use the port.
         */
        delete: operations["deletePort"];
        options?: never;
        head?: never;
        /** Change a port (only the fields sent) */
        patch: operations["updatePort"];
        trace?: never;
    };
    "/studio/resorts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All resorts, including unpublished or inactive ones */
        get: operations["listStudioResorts"];
        put?: never;
        /** Create one of the resorts */
        post: operations["createResort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/resorts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the resorts, by id */
        get: operations["getStudioResort"];
        put?: never;
        post?: never;
        /** Delete a resort with its dining locations */
        delete: operations["deleteResort"];
        options?: never;
        head?: never;
        /** Change one of the resorts: only the fields sent; null clears */
        patch: operations["updateResort"];
        trace?: never;
    };
    "/studio/sailings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All sailings, past and inactive ones included */
        get: operations["listStudioSailings"];
        put?: never;
        /** Create a sailing */
        post: operations["createSailing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/sailings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sailing */
        get: operations["getStudioSailing"];
        put?: never;
        post?: never;
        /** Delete a sailing */
        delete: operations["deleteSailing"];
        options?: never;
        head?: never;
        /** Change a sailing (only the fields sent) */
        patch: operations["updateSailing"];
        trace?: never;
    };
    "/studio/ships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All ships, active and inactive */
        get: operations["listStudioShips"];
        put?: never;
        /** Create a ship */
        post: operations["createShip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/ships/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ship, with its dry-dock periods */
        get: operations["getStudioShip"];
        put?: never;
        post?: never;
        /**
         * Delete a ship
         * @description Also deletes its dry-dock records and sailings.
         */
        delete: operations["deleteShip"];
        options?: never;
        head?: never;
        /** Change a ship (only the fields sent) */
        patch: operations["updateShip"];
        trace?: never;
    };
    "/studio/ships/{id}/dry-docks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a dry-dock period of the ship */
        post: operations["addShipDryDock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/ships/{id}/dry-docks/{dry_dock_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a dry-dock record of the ship */
        delete: operations["removeShipDryDock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/theme-parks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All theme parks, active and inactive */
        get: operations["listStudioThemeParks"];
        put?: never;
        /** Create a theme park */
        post: operations["createThemePark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/theme-parks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One theme park */
        get: operations["getStudioThemePark"];
        put?: never;
        post?: never;
        /**
         * Delete a theme park with its resorts, attractions, events and dining locations
         * @description Refused with 409 while a land excursion refers to the park or one of its attractions.
         */
        delete: operations["deleteThemePark"];
        options?: never;
        head?: never;
        /**
         * Change a theme park
         * @description Setting a valid upstream_entity_id enables live data for the park.
         */
        patch: operations["updateThemePark"];
        trace?: never;
    };
    "/studio/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The translation status of every translatable record
         * @description Ordered by resource, then name. `missing=de` keeps the records whose `de` translation is not complete.
         */
        get: operations["listTranslationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/upstream/known-parks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The built-in map from park slug to upstream entity id
         * @description Used as the fallback when a park has no valid upstream_entity_id of its own. Ordered by slug.
         */
        get: operations["listKnownUpstreamParks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/upstream/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find upstream entity ids of parks by park or destination name
         * @description Searches the upstream's destinations (kept in memory for a few minutes; not live data). Every park whose name, or whose destination's name, contains q (case-insensitive) is listed, ordered by destination and park name.
         */
        get: operations["searchUpstreamParks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List studio users (active and inactive) */
        get: operations["listUsers"];
        put?: never;
        /** Create a studio user */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One studio user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Delete a studio user (not yourself, not the last active admin) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Change a studio user
         * @description Deactivating a user or setting a new password ends all of their sessions. The last active admin cannot be demoted or deactivated (409).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/studio/users/{id}/2fa": {
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
         * Reset another user's two-factor authentication (lost device)
         * @description Deletes the user's TOTP secret and recovery codes and ends all of the user's sessions. The user logs in with the password alone and enrols again (under STUDIO_REQUIRE_2FA, their tokens open only the enrolment until then). 404 when the user has no two-factor authentication; 409 for the caller's own (use disable).
         */
        delete: operations["deleteUserTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/vault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vault entries (metadata only) */
        get: operations["listVaultEntries"];
        put?: never;
        /**
         * Store a secret
         * @description The value is encrypted (AES-256-GCM, envelope encryption) and never returned; the answer is the metadata. (key_name, service_name, environment) is unique.
         */
        post: operations["createVaultEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/vault/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vault entry (metadata only) */
        get: operations["getVaultEntry"];
        put?: never;
        post?: never;
        /** Delete a vault entry for good */
        delete: operations["deleteVaultEntry"];
        options?: never;
        head?: never;
        /**
         * Change the metadata of a vault entry
         * @description A `value` in the body is refused (400): secrets change through rotate.
         */
        patch: operations["updateVaultEntry"];
        trace?: never;
    };
    "/studio/vault/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the secret
         * @description Sets rotated_at and adds 1 to version. The old value is gone for good.
         */
        post: operations["rotateVaultSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All videos, including unpublished or inactive ones */
        get: operations["listStudioVideos"];
        put?: never;
        /** Create one of the videos */
        post: operations["createVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the videos, by id */
        get: operations["getStudioVideo"];
        put?: never;
        post?: never;
        /** Delete a video */
        delete: operations["deleteVideo"];
        options?: never;
        head?: never;
        /** Change one of the videos: only the fields sent; null clears */
        patch: operations["updateVideo"];
        trace?: never;
    };
    "/studio/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints (never their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook endpoint and its signing secret
         * @description Events matching `events` are POSTed to `url`, signed per the Standard Webhooks specification. `secret` is in this answer only: store it now (rotate-secret issues a new one).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint (never its secret) */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint, its secrets and its deliveries */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the URL, events, description or active flag
         * @description Setting `is_active` to true re-enables an endpoint the dispatcher disabled; its waiting deliveries then go out in order.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/studio/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's deliveries, newest first
         * @description Status, attempts, latest response code, latency, error, next attempt. Finished deliveries are kept for WEBHOOK_DELIVERY_RETENTION_DAYS (30).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/webhooks/{id}/deliveries/{delivery}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/webhooks/{id}/deliveries/{delivery}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a finished delivery again
         * @description A new delivery with the same webhook-id and body, queued at once. 409 while the original is still pending (it is retried automatically).
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a new signing secret
         * @description The new `secret` is in this answer only. For `overlap_seconds` (default 24 h) deliveries carry signatures by both the new and the previous secret, so the receiver can switch without rejecting any.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to this endpoint
         * @description Queued at once and sent like any delivery (signed, retried, listed under deliveries), to this endpoint only, active or not. The answer is the new delivery; poll it for the outcome.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/{resource}/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record's revisions, newest first
         * @description Also for a deleted record, whose revisions are kept under the same id.
         */
        get: operations["listRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/{resource}/{id}/revisions/{revision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One revision: the record as it was, and what changed */
        get: operations["getRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/{resource}/{id}/revisions/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write the record back as it was in a revision
         * @description Brings a deleted record back too (with its child rows, under its id). Stored as a new revision (operation `restored`), audited, and sent to webhooks as `<resource>.restored`. 409 names the constraint when the record can no longer be written as it was: its slug is taken, or a record it refers to was deleted.
         */
        post: operations["restoreRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/{resource}/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A record's translation in every content locale, and the fields each misses */
        get: operations["listRecordTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studio/{resource}/{id}/translations/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A record's translation in one locale
         * @description 404 when the record has no translation in that locale.
         */
        get: operations["getRecordTranslation"];
        /**
         * Replace a record's translation in one locale
         * @description The body names translatable fields of the resource (`translatable_fields` of `GET …/translations`) and their text; a field left out or null stays untranslated (readers get the default text). Texts are trimmed and limited as in the resource’s create body. Audited, stored as a revision, and sent to webhooks as `<resource>.updated` with `locale`.
         */
        put: operations["updateRecordTranslation"];
        post?: never;
        /**
         * Remove a record's translation in one locale
         * @description Readers in that locale get the default text again. 404 when the record has no translation in it. Audited, stored as a revision, and sent to webhooks as `<resource>.updated` with `locale`.
         */
        delete: operations["deleteRecordTranslation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiClientResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Partner website */
            name: string;
            /** @example  */
            notes: string;
            /**
             * @description `browser` (web pages, optional origin allowlist) or `server` (back ends, no Origin)
             * @enum {string}
             */
            kind: "browser" | "server";
            /**
             * @example [
             *       "partner.example.com",
             *       "localhost:3000"
             *     ]
             */
            allowed_domains: string[];
            /**
             * @description `gpk_` + the public id of the key
             * @example gpk_Ab3dE6gH
             */
            key_prefix: string;
            /** @example 1200 */
            rate_limit_per_minute: number;
            is_active: boolean;
            /** Format: date-time */
            revoked_at: string | null;
            /**
             * Format: date-time
             * @description Updated in batches, at most a few seconds late.
             */
            last_used_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            usage: components["schemas"]["ApiClientUsageDto"];
        };
        ApiClientUsageDto: {
            /** @example 1520 */
            requests_total: number;
            /**
             * @description Requests in the last 30 days (UTC, today included).
             * @example 310
             */
            requests_30d: number;
        };
        ApiClientWithKeyResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Partner website */
            name: string;
            /** @example  */
            notes: string;
            /**
             * @description `browser` (web pages, optional origin allowlist) or `server` (back ends, no Origin)
             * @enum {string}
             */
            kind: "browser" | "server";
            /**
             * @example [
             *       "partner.example.com",
             *       "localhost:3000"
             *     ]
             */
            allowed_domains: string[];
            /**
             * @description `gpk_` + the public id of the key
             * @example gpk_Ab3dE6gH
             */
            key_prefix: string;
            /** @example 1200 */
            rate_limit_per_minute: number;
            is_active: boolean;
            /** Format: date-time */
            revoked_at: string | null;
            /**
             * Format: date-time
             * @description Updated in batches, at most a few seconds late.
             */
            last_used_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            usage: components["schemas"]["ApiClientUsageDto"];
            /**
             * @description The full key. Shown in this answer only; store it now.
             * @example gpk_Ab3dE6gH0123456789abcdefghijKLMNOPQRSTUV
             */
            raw_key: string;
        };
        ApiUsageEntryDto: {
            /**
             * @description Row id (a 64-bit integer, as a string)
             * @example 1042
             */
            id: string;
            /**
             * Format: date-time
             * @description When the request arrived
             */
            created_at: string;
            /** @example GET */
            method: string;
            /** @example /api/v1/ships/wonder-of-the-seas */
            path: string;
            /**
             * @description Null when no route matched
             * @example /api/v1/ships/:slug
             */
            route: string | null;
            /** @example 200 */
            status: number;
            /** @example 12 */
            response_time_ms: number;
            /** @example 203.0.113.7 */
            ip: string | null;
            /** Format: uuid */
            client_id: string | null;
            /** @example Partner website */
            client_name: string | null;
            /**
             * Format: uuid
             * @description Studio user, for studio requests
             */
            user_id: string | null;
            user_agent: string | null;
            request_id: string | null;
        };
        AttractionDetailResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            theme_park_id: string;
            theme_park: components["schemas"]["ThemeParkSummaryDto"];
            /** @enum {string|null} */
            thrill_level: "mild" | "moderate" | "thrill" | "extreme" | null;
            ride_type: string | null;
            min_height_cm: number | null;
            max_height_cm: number | null;
            duration_minutes: number | null;
            /**
             * @example {
             *       "wheelchair_accessible": false,
             *       "must_transfer": true
             *     }
             */
            accessibility: {
                [key: string]: unknown;
            } | null;
            /** Format: uuid */
            upstream_entity_id: string | null;
            /** @description True when upstream_entity_id is set and valid. */
            live_data_enabled: boolean;
            description: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
        };
        AttractionLiveResponseDto: {
            /**
             * Format: date-time
             * @description When the service fetched this from the upstream.
             */
            fetched_at: string;
            /**
             * @description The park's time zone.
             * @example America/New_York
             */
            timezone: string | null;
            liveData: components["schemas"]["LiveRecordDto"];
        };
        AttractionResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            theme_park_id: string;
            theme_park: components["schemas"]["ThemeParkSummaryDto"];
            /** @enum {string|null} */
            thrill_level: "mild" | "moderate" | "thrill" | "extreme" | null;
            ride_type: string | null;
            min_height_cm: number | null;
            max_height_cm: number | null;
            duration_minutes: number | null;
            /**
             * @example {
             *       "wheelchair_accessible": false,
             *       "must_transfer": true
             *     }
             */
            accessibility: {
                [key: string]: unknown;
            } | null;
            /** Format: uuid */
            upstream_entity_id: string | null;
            /** @description True when upstream_entity_id is set and valid. */
            live_data_enabled: boolean;
            description: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
        };
        /** @description An event of a attraction: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        AttractionWebhookEvent: {
            /** @enum {string} */
            type: "attraction.created" | "attraction.updated" | "attraction.deleted" | "attraction.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["AttractionResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        AuditEntryResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The acting user.
             */
            user_id: string | null;
            /** @example admin@example.com */
            user_email: string | null;
            /**
             * @description create, update, delete or a named action
             * @example update
             */
            action: string;
            /** @example user */
            entity_type: string;
            /** @description Id (or storage key) of the record */
            entity_id: string | null;
            /**
             * @description The request body with passwords, secrets, keys and tokens shown as "[REDACTED]"; null for deletes.
             * @example {
             *       "full_name": "Ada Editor",
             *       "password": "[REDACTED]"
             *     }
             */
            changes: {
                [key: string]: unknown;
            } | null;
            /** @example 203.0.113.7 */
            ip: string | null;
            /** Format: date-time */
            created_at: string;
        };
        CategoryDetailResponseDto: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            description: string | null;
            /** @description Studio answers only: every tagged record, published or not. */
            items?: components["schemas"]["ItemSummaryDto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Published guides and videos and active catalogue records, grouped by type. */
            groups: components["schemas"]["CategoryItemGroupDto"][];
        };
        CategoryItemGroupDto: {
            /** @enum {string} */
            type: "guide" | "video" | "theme_park" | "resort" | "attraction" | "special_event" | "dining_location" | "cruise_line" | "ship" | "port" | "itinerary" | "excursion";
            /** @description All public records of this type tagged with the category. */
            total: number;
            /** @description The first 50, by title. */
            items: components["schemas"]["ItemSummaryDto"][];
        };
        CategoryResponseDto: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            description: string | null;
            /** @description Studio answers only: every tagged record, published or not. */
            items?: components["schemas"]["ItemSummaryDto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CategorySummaryDto: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
        };
        /** @description An event of a category: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        CategoryWebhookEvent: {
            /** @enum {string} */
            type: "category.created" | "category.updated" | "category.deleted" | "category.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["CategoryResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        ChangePasswordDto: {
            /** Format: password */
            current_password: string;
            /**
             * Format: password
             * @description At least 8 characters; a commonly used password is refused.
             */
            new_password: string;
        };
        ClientRequestsDto: {
            /**
             * Format: uuid
             * @description Null: no API key
             */
            client_id: string | null;
            /** @description Null: no API key, or client deleted */
            client_name: string | null;
            /** @example 930 */
            requests: number;
        };
        CreateApiClientDto: {
            /** @example Partner website */
            name: string;
            /** @example Booking widget on the partner site */
            notes?: string;
            /**
             * @description `browser`: for web pages, limited to `allowed_domains` when it has entries. `server`: for back ends (server-side rendering, imports); no Origin needed, refused (403) on any request that carries an Origin, never an allowlist.
             * @default browser
             * @enum {string}
             */
            kind: "browser" | "server";
            /**
             * @description A browser key's allowed origins: hosts whose Origin (or Referer) may use the key; `*.example.com` matches subdomains; `:port` limits an entry to that port (the scheme's default when the origin names none), without one any port matches. Empty: any origin. Must be empty for a server key.
             * @example [
             *       "partner.example.com",
             *       "*.partner.example.com",
             *       "localhost:3000"
             *     ]
             */
            allowed_domains?: string[];
            /** @description Requests per minute for this key (default API_KEY_RATE_LIMIT_PER_MIN, 1200). */
            rate_limit_per_minute?: number;
        };
        CreateAttractionDto: {
            /** @example Space Mountain */
            name: string;
            /** @example space-mountain-magic-kingdom */
            slug: string;
            /** Format: uuid */
            theme_park_id: string;
            /** @enum {string|null} */
            thrill_level?: "mild" | "moderate" | "thrill" | "extreme" | null;
            /** @example roller coaster */
            ride_type?: string | null;
            /** @example 112 */
            min_height_cm?: number | null;
            /** @example 196 */
            max_height_cm?: number | null;
            /** @example 3 */
            duration_minutes?: number | null;
            /**
             * @example {
             *       "wheelchair_accessible": false,
             *       "must_transfer": true,
             *       "notes": "Transfer from ECV."
             *     }
             */
            accessibility?: {
                wheelchair_accessible?: boolean;
                must_transfer?: boolean;
                transfer_device?: boolean;
                service_animals_allowed?: boolean;
                assistive_listening?: boolean;
                closed_captioning?: boolean;
                audio_description?: boolean;
                sign_language?: boolean;
                notes?: string;
            } | null;
            /**
             * Format: uuid
             * @description Entity id in the upstream live-data source.
             */
            upstream_entity_id?: string | null;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateCategoryDto: {
            /** @example Thrill rides */
            name: string;
            /** @example thrill-rides */
            slug: string;
            description?: string | null;
            /** @description Records tagged with the category (guides, videos, catalogue records); on update the list replaces the tags. */
            items?: components["schemas"]["ItemRefDto"][];
        };
        CreateCruiseLineDto: {
            /** @example Royal Caribbean International */
            name: string;
            /** @example royal-caribbean */
            slug: string;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            logo_url?: string | null;
            /**
             * Format: uuid
             * @description The logo: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            logo_image_id?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            website_url?: string | null;
            /** @example Miami, Florida */
            headquarters?: string | null;
            /** @example 1968 */
            founded_year?: number | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateDiningLocationDto: {
            /** @example Be Our Guest Restaurant */
            name: string;
            /** @example be-our-guest-restaurant */
            slug: string;
            /** @example table service */
            venue_type: string;
            /** @example French */
            cuisine_type: string;
            /** @example casual */
            dress_code?: string | null;
            /** @enum {string|null} */
            price_range?: "$" | "$$" | "$$$" | "$$$$" | null;
            /**
             * @description Local times at the place, per weekday; `closes` before `opens` runs past midnight; an empty list means closed. Answered with the place's time zone and UTC offset.
             * @example {
             *       "monday": [
             *         {
             *           "opens": "11:00",
             *           "closes": "22:00"
             *         }
             *       ],
             *       "tuesday": []
             *     }
             */
            opening_hours?: {
                monday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                tuesday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                wednesday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                thursday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                friday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                saturday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                sunday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
            } | null;
            /** @description Default false. */
            reservation_required?: boolean;
            /**
             * Format: uuid
             * @description Set exactly one of theme_park_id, ship_id and resort_id.
             */
            theme_park_id?: string;
            /**
             * Format: uuid
             * @description A ship of the cruise catalogue.
             */
            ship_id?: string;
            /** Format: uuid */
            resort_id?: string;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateDryDockDto: {
            /**
             * Format: date
             * @example 2027-01-10
             */
            start_date: string;
            /**
             * Format: date
             * @description On or after start_date.
             * @example 2027-02-03
             */
            end_date: string;
            /** @example Navantia Cádiz */
            shipyard: string;
            notes?: string | null;
        };
        CreateExcursionDto: {
            /** @example Snorkelling at Stingray City */
            name: string;
            /** @example stingray-city-snorkel */
            slug: string;
            /**
             * @description shore: from a port (port_id required, no park or attraction); land: a theme park or attraction package (theme_park_id or attraction_id required, no port).
             * @enum {string}
             */
            excursion_type: "shore" | "land";
            /**
             * Format: uuid
             * @description Required for shore excursions; empty for land.
             */
            port_id?: string;
            /**
             * Format: uuid
             * @description Land excursions: the theme park (this or attraction_id).
             */
            theme_park_id?: string;
            /**
             * Format: uuid
             * @description Land excursions: the attraction (this or theme_park_id).
             */
            attraction_id?: string;
            /** @example 240 */
            duration_minutes?: number | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            price_from?: string | null;
            /**
             * @description Default USD.
             * @example USD
             */
            currency?: string;
            description?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateGuideDto: {
            /** @example First visit to Magic Kingdom: a one-day plan */
            title: string;
            /** @example magic-kingdom-one-day-plan */
            slug: string;
            summary?: string | null;
            /** @description Markdown. */
            body?: string;
            /**
             * @description Default draft. Publishing without published_at sets it to now.
             * @enum {string}
             */
            status?: "draft" | "published";
            /**
             * Format: date-time
             * @description When the guide goes public (with status published); may be in the future.
             */
            published_at?: string | null;
            /** @example Ada Editor */
            author?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description Categories to tag it with; on update the list replaces the current tags. */
            category_ids?: string[];
            /** @description Catalogue records the guide is about, in order; on update the list replaces. */
            related?: components["schemas"]["ItemRefDto"][];
        };
        CreateItineraryDto: {
            /** @example 7-Night Eastern Caribbean */
            name: string;
            /** @example icon-7-night-eastern-caribbean */
            slug: string;
            /**
             * Format: uuid
             * @description An itinerary with sailings cannot move to another line (409 CONFLICT): its sailings' ships belong to its line; move or delete them first.
             */
            cruise_line_id: string;
            /** Format: uuid */
            embarkation_port_id: string;
            /** Format: uuid */
            disembarkation_port_id: string;
            /** @example Caribbean */
            cruise_region: string;
            /** @example 7 */
            nights: number;
            description?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
            /** @description The stops, in order (sorted by day_number; stops on the same day keep the order sent). On PATCH the list replaces all stops. */
            stops?: components["schemas"]["ItineraryStopInputDto"][];
        };
        CreateLeadDto: {
            /** @example Ada Traveller */
            name: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /**
             * @description 1 to 10 interests, each 1 to 50 characters.
             * @example [
             *       "caribbean cruise",
             *       "orlando parks"
             *     ]
             */
            trip_interests: string[];
            /** @example +1 407 555 0100 */
            phone?: string;
            message?: string;
            /**
             * Format: date
             * @description First day of travel
             * @example 2027-03-14
             */
            travel_start?: string;
            /**
             * Format: date
             * @description Last day of travel, not before travel_start
             * @example 2026-07-08
             */
            travel_end?: string;
            /** @example 4 */
            party_size?: number;
            /** @description True when the visitor agreed to be contacted; the time is recorded with it. */
            consent_given?: boolean;
            /** @example newsletter */
            utm_source?: string;
            /** @example email */
            utm_medium?: string;
            /** @example summer-2026 */
            utm_campaign?: string;
            /** @example https://www.example.com/blog/best-cruises */
            referrer?: string;
            /**
             * Format: uuid
             * @description The sailing the enquiry is about
             */
            sailing_id?: string;
            /**
             * Format: uuid
             * @description The theme park the enquiry is about
             */
            theme_park_id?: string;
            /** @description Honeypot: leave empty. Forms hide this field from people; a value marks a bot, and the submission is answered as usual but not stored. */
            website?: string;
        };
        CreatePortDto: {
            /** @example PortMiami */
            name: string;
            /** @example miami */
            slug: string;
            /** @example United States */
            country: string;
            /** @example Miami */
            city?: string | null;
            /** @example Florida */
            state_province?: string | null;
            /** @example Caribbean */
            region?: string | null;
            /**
             * @description Between -90 and 90.
             * @example 25.778135
             */
            latitude?: string | null;
            /**
             * @description Between -180 and 180.
             * @example -80.179100
             */
            longitude?: string | null;
            /** @example America/New_York */
            timezone?: string | null;
            /** @enum {string|null} */
            port_type?: "homeport" | "port_of_call" | "private_island" | null;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateResortDto: {
            /** @example Disney's Grand Floridian Resort & Spa */
            name: string;
            /** @example grand-floridian-resort */
            slug: string;
            /**
             * Format: uuid
             * @description The park (destination) the resort belongs to.
             */
            theme_park_id: string;
            description?: string | null;
            /**
             * @example [
             *       "Spa",
             *       "Monorail"
             *     ]
             */
            amenities?: string[];
            /** @example deluxe */
            price_tier?: string | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            nightly_price_from?: string | null;
            /** @example USD */
            currency?: string;
            /**
             * @description IANA zone; defaults to the park's.
             * @example America/New_York
             */
            timezone?: string | null;
            /**
             * @description Between -90 and 90.
             * @example 25.778135
             */
            latitude?: string | null;
            /**
             * @description Between -180 and 180.
             * @example -80.179100
             */
            longitude?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateSailingDto: {
            /**
             * Format: uuid
             * @description A ship of the itinerary's cruise line (see itinerary_id).
             */
            ship_id: string;
            /**
             * Format: uuid
             * @description An itinerary of the ship's cruise line: otherwise 400 VALIDATION_FAILED naming itinerary_id (ship_id when a change moves only the ship).
             */
            itinerary_id: string;
            /**
             * Format: date
             * @example 2027-03-14
             */
            departure_date: string;
            /**
             * Format: date
             * @description On or after departure_date.
             * @example 2027-03-21
             */
            return_date: string;
            /**
             * @description At least 0.
             * @example 0.00
             */
            price_from?: string | null;
            /**
             * @description Default USD.
             * @example USD
             */
            currency?: string;
            /**
             * @description Default on_sale.
             * @enum {string}
             */
            status?: "scheduled" | "on_sale" | "sold_out" | "cancelled" | "completed";
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateShipDto: {
            /** @example Icon of the Seas */
            name: string;
            /** @example icon-of-the-seas */
            slug: string;
            /**
             * Format: uuid
             * @description The cruise line operating the ship. A ship with sailings cannot move to another line (409 CONFLICT): its sailings' itineraries belong to its line; move or delete them first.
             */
            cruise_line_id: string;
            /** @example Icon */
            ship_class?: string | null;
            /** @example 2023 */
            year_built?: number | null;
            /** @example 2023 */
            year_refurbished?: number | null;
            /** @example 5610 */
            passenger_capacity?: number | null;
            /** @example 7600 */
            max_capacity?: number | null;
            /** @example 2350 */
            crew_count?: number | null;
            /** @example 248663 */
            gross_tonnage?: number | null;
            /** @example 20 */
            num_decks?: number | null;
            /** @example 2805 */
            num_cabins?: number | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            ship_length_meters?: string | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            beam_meters?: string | null;
            /**
             * @description At least 0.
             * @example 0.0
             */
            cruising_speed_knots?: string | null;
            /**
             * @description IMO number, with or without the "IMO" prefix; answered as its seven digits.
             * @example IMO 9838345
             */
            imo_number?: string | null;
            /** @example Bahamas */
            flag_state?: string | null;
            has_casino?: boolean;
            has_water_park?: boolean;
            has_spa?: boolean;
            has_kids_club?: boolean;
            has_adults_only_area?: boolean;
            has_fitness_center?: boolean;
            has_theater?: boolean;
            has_rock_climbing?: boolean;
            has_surf_simulator?: boolean;
            has_mini_golf?: boolean;
            /** @example 7 */
            num_pools?: number | null;
            /** @example 40 */
            num_restaurants?: number | null;
            /** @example 20 */
            num_bars?: number | null;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateSpecialEventDto: {
            /** @example Mickey's Not-So-Scary Halloween Party */
            name: string;
            /** @example mickeys-not-so-scary-halloween-party-2027 */
            slug: string;
            /** Format: uuid */
            theme_park_id: string;
            /**
             * Format: date
             * @example 2027-08-10
             */
            start_date: string;
            /**
             * Format: date
             * @example 2027-10-31
             */
            end_date: string;
            /**
             * @description At least 0.
             * @example 0.00
             */
            ticket_price?: string | null;
            /** @example USD */
            currency?: string;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
            /** @description The schedule. On update, a list sent replaces the whole schedule. */
            sessions?: components["schemas"]["SpecialEventSessionInputDto"][];
        };
        CreateThemeParkDto: {
            /** @example Magic Kingdom Park */
            name: string;
            /** @example magic-kingdom */
            slug: string;
            /** @example The Walt Disney Company */
            parent_company?: string | null;
            /** @example Walt Disney World Resort */
            destination?: string | null;
            /**
             * Format: uuid
             * @description Entity id in the upstream live-data source; when set, live data is enabled.
             */
            upstream_entity_id?: string | null;
            /** @example Orlando */
            city?: string | null;
            /** @example Florida */
            state_province?: string | null;
            /** @example United States */
            country?: string | null;
            /**
             * @description Between -90 and 90.
             * @example 25.778135
             */
            latitude?: string | null;
            /**
             * @description Between -180 and 180.
             * @example -80.179100
             */
            longitude?: string | null;
            /**
             * @description IANA zone of the park (America/New_York).
             * @example America/New_York
             */
            timezone?: string | null;
            /** @example 1971 */
            opening_year?: number | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            website_url?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /**
             * @description At least 0.
             * @example 0.00
             */
            admission_price_from?: string | null;
            /** @example USD */
            currency?: string;
            /** @example 17720000 */
            annual_visitors?: number | null;
            description?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        CreateUserDto: {
            /**
             * Format: email
             * @example editor@example.com
             */
            email: string;
            /** @example Ada Editor */
            full_name: string;
            /** @enum {string} */
            role: "admin" | "editor";
            /**
             * Format: password
             * @description At least 8 characters; a commonly used password is refused.
             */
            password: string;
            /** @default true */
            is_active: boolean;
        };
        CreateVaultEntryDto: {
            /** @example STRIPE_SECRET_KEY */
            key_name: string;
            /** @example stripe */
            service_name: string;
            /** @example production */
            environment: string;
            /**
             * Format: password
             * @description The secret. Stored encrypted; no response ever returns it.
             */
            value: string;
            description?: string | null;
        };
        CreateVideoDto: {
            /** @example Tron Lightcycle / Run: on-ride */
            title: string;
            /** @example tron-lightcycle-run-on-ride */
            slug: string;
            /** @enum {string} */
            provider: "youtube" | "vimeo" | "wistia" | "self_hosted";
            /**
             * Format: uri
             * @description Set video_url, embed_id or both.
             * @example https://example.com/
             */
            video_url?: string | null;
            /** @example dQw4w9WgXcQ */
            embed_id?: string | null;
            duration_seconds?: number | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            thumbnail_url?: string | null;
            /**
             * Format: uuid
             * @description The thumbnail: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            thumbnail_image_id?: string | null;
            description?: string | null;
            /** @description Default false. Publishing without published_at sets it to now. */
            is_published?: boolean;
            /**
             * Format: date-time
             * @description When the video was published.
             */
            published_at?: string | null;
            /** @description Categories to tag it with; on update the list replaces the current tags. */
            category_ids?: string[];
        };
        CreateWebhookEndpointDto: {
            /**
             * @description http or https, no user name or password. It must not point at a loopback, private, link-local, CGNAT, multicast or metadata address (checked now, after DNS resolution, and again on every delivery).
             * @example https://hooks.example.com/guide-platform
             */
            url: string;
            /**
             * @description Event patterns: `*` (every event), `<resource>.*`, `*.<operation>` or `<resource>.<operation>`. Resources: attraction, category, cruise_line, dining_location, dry_dock, excursion, guide, itinerary, media, port, resort, sailing, ship, special_event, theme_park, video. Operations: created, updated, deleted, restored.
             * @example [
             *       "ship.*",
             *       "*.deleted"
             *     ]
             */
            events: string[];
            /** @example Search index updater */
            description?: string;
            /** @description Default true. Inactive endpoints get no new events. */
            is_active?: boolean;
        };
        CruiseLineIncludedDto: {
            ships?: components["schemas"]["ShipWithIncludedDto"][];
            itineraries?: components["schemas"]["ItineraryWithIncludedDto"][];
        };
        CruiseLineResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Royal Caribbean International */
            name: string;
            /** @example royal-caribbean */
            slug: string;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            description: string | null;
            /** Format: uri */
            logo_url: string | null;
            /** @description The logo from the media library, ready for `<img srcset>`; null when none is set (`logo_url` may still name an external one). */
            logo_image: components["schemas"]["ImageDto"] | (never | null);
            /** Format: uri */
            website_url: string | null;
            /** @example Miami, Florida */
            headquarters: string | null;
            /** @example 1968 */
            founded_year: number | null;
        };
        CruiseLineSummaryDto: {
            /** Format: uuid */
            id: string;
            /** @example Royal Caribbean International */
            name: string;
            /** @example royal-caribbean */
            slug: string;
        };
        /** @description An event of a cruise line: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        CruiseLineWebhookEvent: {
            /** @enum {string} */
            type: "cruise_line.created" | "cruise_line.updated" | "cruise_line.deleted" | "cruise_line.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["CruiseLineResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        CruiseLineWithIncludedDto: {
            /** Format: uuid */
            id: string;
            /** @example Royal Caribbean International */
            name: string;
            /** @example royal-caribbean */
            slug: string;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            description: string | null;
            /** Format: uri */
            logo_url: string | null;
            /** @description The logo from the media library, ready for `<img srcset>`; null when none is set (`logo_url` may still name an external one). */
            logo_image: components["schemas"]["ImageDto"] | (never | null);
            /** Format: uri */
            website_url: string | null;
            /** @example Miami, Florida */
            headquarters: string | null;
            /** @example 1968 */
            founded_year: number | null;
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["CruiseLineIncludedDto"];
        };
        DiningAvailabilityDto: {
            /** @example 2 */
            partySize: number | null;
            /**
             * @description Walk-up wait in minutes
             * @example 15
             */
            waitTime: number | null;
        };
        DiningLocationResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example table service */
            venue_type: string;
            /** @example French */
            cuisine_type: string;
            dress_code: string | null;
            /** @example $$$ */
            price_range: string | null;
            /**
             * @description Local times per weekday in `timezone`.
             * @example {
             *       "monday": [
             *         {
             *           "opens": "11:00",
             *           "closes": "22:00"
             *         }
             *       ]
             *     }
             */
            opening_hours: {
                [key: string]: unknown;
            } | null;
            /**
             * @description The place's IANA zone (park or resort; null on a ship, which keeps ship's time).
             * @example America/New_York
             */
            timezone: string | null;
            /**
             * @description Current offset.
             * @example -05:00
             */
            utc_offset: string | null;
            reservation_required: boolean;
            /** Format: uuid */
            theme_park_id: string | null;
            /** Format: uuid */
            ship_id: string | null;
            /** Format: uuid */
            resort_id: string | null;
            place: components["schemas"]["DiningPlaceDto"];
            description: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
        };
        /** @description An event of a dining location: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        DiningLocationWebhookEvent: {
            /** @enum {string} */
            type: "dining_location.created" | "dining_location.updated" | "dining_location.deleted" | "dining_location.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["DiningLocationResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        DiningPlaceDto: {
            /** @enum {string} */
            type: "theme_park" | "ship" | "resort";
            /** Format: uuid */
            id: string;
            /** @description Null when the record is not found. */
            slug: string | null;
            name: string | null;
        };
        DryDockResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            ship_id: string;
            /**
             * Format: date
             * @example 2027-01-10
             */
            start_date: string;
            /**
             * Format: date
             * @example 2027-02-03
             */
            end_date: string;
            /** @example Navantia Cádiz */
            shipyard: string;
            notes: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** @description An event of a dry dock: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        DryDockWebhookEvent: {
            /** @enum {string} */
            type: "dry_dock.created" | "dry_dock.updated" | "dry_dock.deleted" | "dry_dock.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["DryDockResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        ExcursionResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            /** @example Snorkelling at Stingray City */
            name: string;
            /** @example stingray-city-snorkel */
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @enum {string} */
            excursion_type: "shore" | "land";
            /** Format: uuid */
            port_id: string | null;
            /** @description Shore excursions. */
            port: components["schemas"]["PortSummaryDto"] | (never | null);
            /** Format: uuid */
            theme_park_id: string | null;
            /** @description Land excursions at a park. */
            theme_park: components["schemas"]["RecordSummaryDto"] | (never | null);
            /** Format: uuid */
            attraction_id: string | null;
            /** @description Land excursions to a ride. */
            attraction: components["schemas"]["RecordSummaryDto"] | (never | null);
            /** @example 240 */
            duration_minutes: number | null;
            /**
             * @description Decimal string.
             * @example 89.00
             */
            price_from: string | null;
            /** @example USD */
            currency: string;
            description: string | null;
        };
        /** @description An event of a excursion: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        ExcursionWebhookEvent: {
            /** @enum {string} */
            type: "excursion.created" | "excursion.updated" | "excursion.deleted" | "excursion.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["ExcursionResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        FieldErrorDto: {
            /** @example email */
            field: string;
            /** @example must be a valid e-mail address */
            message: string;
        };
        FocalPointDto: {
            /**
             * @description From the left edge (0) to the right edge (1).
             * @example 0.62
             */
            x: number;
            /**
             * @description From the top edge (0) to the bottom edge (1).
             * @example 0.4
             */
            y: number;
        };
        GuideResponseDto: {
            /** Format: uuid */
            id: string;
            title: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            summary: string | null;
            /** @description Markdown. */
            body: string;
            /** @enum {string} */
            status: "draft" | "published";
            /** Format: date-time */
            published_at: string | null;
            author: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            categories: components["schemas"]["CategorySummaryDto"][];
            /** @description Related catalogue records, in order (public answers: visible ones only). */
            related: components["schemas"]["ItemSummaryDto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description An event of a guide: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        GuideWebhookEvent: {
            /** @enum {string} */
            type: "guide.created" | "guide.updated" | "guide.deleted" | "guide.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["GuideResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        HealthDto: {
            /** @enum {string} */
            status: "ok";
            /**
             * @description Seconds since the process started.
             * @example 42.1
             */
            uptime_s: number;
        };
        ImageCropDto: {
            /**
             * Format: uri
             * @description Content-addressed: it never changes, so it may be cached for a year.
             * @example https://cdn.example.com/media/images/ships/icon-of-the-seas/hero.3f9a1c0e5b7d2a46.640w.webp
             */
            url: string;
            /**
             * @description The `w` of `srcset`.
             * @example 640
             */
            width: number;
            /** @example 427 */
            height: number;
            /**
             * @description For `<source type>`.
             * @example webp
             * @enum {string}
             */
            format: "webp" | "avif";
            /**
             * @description The aspect ratio the variant is cut to, around `focal_point`.
             * @example 16:9
             * @enum {string}
             */
            aspect: "1:1" | "16:9";
        };
        ImageDto: {
            /**
             * Format: uuid
             * @description The media asset.
             */
            id: string;
            /**
             * Format: uri
             * @description The largest WebP variant: the `src` fallback.
             * @example https://cdn.example.com/media/images/ships/icon-of-the-seas/hero.8d2e0b7c41a9f3e5.2560w.webp
             */
            url: string;
            /**
             * @description Width of `url`; with `height`, the intrinsic size for the img tag.
             * @example 2560
             */
            width: number;
            /** @example 1707 */
            height: number;
            /**
             * @description Text for `alt`; null when the studio has not described the image yet.
             * @example Icon of the Seas leaving Miami
             */
            alt: string | null;
            /**
             * @description A line to show under the image (`<figcaption>`).
             * @example Icon of the Seas on her first sailing out of PortMiami, January 2024.
             */
            caption: string | null;
            /**
             * @description Who made the image, to be shown as its licence asks.
             * @example Photo: Jane Doe / Royal Caribbean
             */
            credit: string | null;
            /** @example © 2024 Royal Caribbean International */
            copyright: string | null;
            /** @description The point of interest, as fractions of the width and height from the top left; null: the centre. `crops` are cut around it; for the full-frame variants in a box of another shape, use it as CSS `object-position: <x*100>% <y*100>%`. */
            focal_point: components["schemas"]["FocalPointDto"] | (never | null);
            /**
             * @description A tiny WebP data URI to show blurred while the image loads.
             * @example data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoQAAsAAUAmJaQAA3AA/v8MWP/ngAA=
             */
            placeholder: string;
            /** @example #5d7fa3 */
            dominant_color: string;
            /** @description Every variant, WebP then AVIF, each by ascending width: `srcset` is the variants of one format as `url width"w"`, joined by ", ". */
            variants: components["schemas"]["ImageVariantDto"][];
            /** @description Variants cut to a fixed aspect ratio (1:1, 16:9) around `focal_point`, at most 1024 px wide: per aspect ratio, WebP then AVIF, each by ascending width; the `srcset` of a square tile is the `1:1` crops of one format. Empty for animated images. */
            crops: components["schemas"]["ImageCropDto"][];
        };
        ImageUserDto: {
            /**
             * @description The record's resource, as webhooks and the audit log name it.
             * @example ship
             */
            type: string;
            /** Format: uuid */
            id: string;
            /** @example icon-of-the-seas */
            slug: string;
            /**
             * @description Its name (a guide's or video's title).
             * @example Icon of the Seas
             */
            name: string;
            /**
             * @description The field of the record that holds the image: `hero_image_id`, `logo_image_id`, `thumbnail_image_id` or `gallery_image_ids`.
             * @example hero_image_id
             */
            field: string;
        };
        ImageVariantDto: {
            /**
             * Format: uri
             * @description Content-addressed: it never changes, so it may be cached for a year.
             * @example https://cdn.example.com/media/images/ships/icon-of-the-seas/hero.3f9a1c0e5b7d2a46.640w.webp
             */
            url: string;
            /**
             * @description The `w` of `srcset`.
             * @example 640
             */
            width: number;
            /** @example 427 */
            height: number;
            /**
             * @description For `<source type>`.
             * @example webp
             * @enum {string}
             */
            format: "webp" | "avif";
        };
        ItemRefDto: {
            /** @enum {string} */
            type: "guide" | "video" | "theme_park" | "resort" | "attraction" | "special_event" | "dining_location" | "cruise_line" | "ship" | "port" | "itinerary" | "excursion";
            /** Format: uuid */
            id: string;
        };
        ItemSummaryDto: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
            /** @enum {string} */
            type: "guide" | "video" | "theme_park" | "resort" | "attraction" | "special_event" | "dining_location" | "cruise_line" | "ship" | "port" | "itinerary" | "excursion";
            /** @description The same as `name`. */
            title: string;
        };
        ItineraryDetailResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example 7-Night Eastern Caribbean */
            name: string;
            /** @example icon-7-night-eastern-caribbean */
            slug: string;
            /** @example Caribbean */
            cruise_region: string;
            /** @example 7 */
            nights: number;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** Format: uuid */
            embarkation_port_id: string;
            embarkation_port: components["schemas"]["PortSummaryDto"];
            /** Format: uuid */
            disembarkation_port_id: string;
            disembarkation_port: components["schemas"]["PortSummaryDto"];
            description: string | null;
            /** @description The stops in order: by day, then position. */
            ports: components["schemas"]["ItineraryStopResponseDto"][];
        };
        ItineraryDetailWithIncludedDto: {
            /** Format: uuid */
            id: string;
            /** @example 7-Night Eastern Caribbean */
            name: string;
            /** @example icon-7-night-eastern-caribbean */
            slug: string;
            /** @example Caribbean */
            cruise_region: string;
            /** @example 7 */
            nights: number;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** Format: uuid */
            embarkation_port_id: string;
            embarkation_port: components["schemas"]["PortSummaryDto"];
            /** Format: uuid */
            disembarkation_port_id: string;
            disembarkation_port: components["schemas"]["PortSummaryDto"];
            description: string | null;
            /** @description The stops in order: by day, then position. */
            ports: components["schemas"]["ItineraryStopResponseDto"][];
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["ItineraryIncludedDto"];
        };
        ItineraryIncludedDto: {
            cruise_line?: components["schemas"]["CruiseLineWithIncludedDto"] | (never | null);
            sailings?: components["schemas"]["SailingResponseDto"][];
            ports?: components["schemas"]["PortWithIncludedDto"][];
        };
        ItineraryResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example 7-Night Eastern Caribbean */
            name: string;
            /** @example icon-7-night-eastern-caribbean */
            slug: string;
            /** @example Caribbean */
            cruise_region: string;
            /** @example 7 */
            nights: number;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** Format: uuid */
            embarkation_port_id: string;
            embarkation_port: components["schemas"]["PortSummaryDto"];
            /** Format: uuid */
            disembarkation_port_id: string;
            disembarkation_port: components["schemas"]["PortSummaryDto"];
            description: string | null;
        };
        ItineraryStopInputDto: {
            /**
             * @description Day of the cruise, 1 = embarkation day; at most nights + 1.
             * @example 2
             */
            day_number: number;
            /**
             * Format: uuid
             * @description The port; null or absent for a day at sea.
             */
            port_id?: string;
            /** @example 08:00 */
            arrival_time?: string | null;
            /** @example 17:00 */
            departure_time?: string | null;
            notes?: string | null;
        };
        ItineraryStopResponseDto: {
            /** @example 2 */
            day_number: number;
            /**
             * @description Order within the day, from 1.
             * @example 1
             */
            position: number;
            /** @description True for a day at sea (port is null). */
            at_sea: boolean;
            port: components["schemas"]["PortSummaryDto"] | (never | null);
            /** @example 08:00 */
            arrival_time: string | null;
            /** @example 17:00 */
            departure_time: string | null;
            notes: string | null;
        };
        ItinerarySummaryDto: {
            /** Format: uuid */
            id: string;
            /** @example 7-Night Eastern Caribbean */
            name: string;
            /** @example icon-7-night-eastern-caribbean */
            slug: string;
            /** @example Caribbean */
            cruise_region: string;
            /** @example 7 */
            nights: number;
        };
        /** @description An event of a itinerary: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        ItineraryWebhookEvent: {
            /** @enum {string} */
            type: "itinerary.created" | "itinerary.updated" | "itinerary.deleted" | "itinerary.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["ItineraryDetailResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        ItineraryWithIncludedDto: {
            /** Format: uuid */
            id: string;
            /** @example 7-Night Eastern Caribbean */
            name: string;
            /** @example icon-7-night-eastern-caribbean */
            slug: string;
            /** @example Caribbean */
            cruise_region: string;
            /** @example 7 */
            nights: number;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** Format: uuid */
            embarkation_port_id: string;
            embarkation_port: components["schemas"]["PortSummaryDto"];
            /** Format: uuid */
            disembarkation_port_id: string;
            disembarkation_port: components["schemas"]["PortSummaryDto"];
            description: string | null;
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["ItineraryIncludedDto"];
        };
        KnownParkResponseDto: {
            /** @example magic-kingdom */
            slug: string;
            /** @example Magic Kingdom Park */
            name: string;
            /**
             * Format: uuid
             * @example 75ea578a-adc8-4116-a54d-dccb60765ef9
             */
            entity_id: string;
        };
        LeadReceiptDto: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
        };
        LeadResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Ada Traveller */
            name: string;
            /** Format: email */
            email: string;
            /**
             * @example [
             *       "caribbean cruise"
             *     ]
             */
            trip_interests: string[];
            phone: string | null;
            message: string | null;
            /** Format: date */
            travel_start: string | null;
            /** Format: date */
            travel_end: string | null;
            party_size: number | null;
            consent_given: boolean;
            /** Format: date-time */
            consent_at: string | null;
            utm_source: string | null;
            utm_medium: string | null;
            utm_campaign: string | null;
            referrer: string | null;
            /** Format: uuid */
            sailing_id: string | null;
            /** Format: uuid */
            theme_park_id: string | null;
            /** Format: date-time */
            created_at: string;
        };
        LiveAttractionLinkDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description GET /api/v1/attractions/{slug}
             * @example space-mountain
             */
            slug: string;
            /** @example Space Mountain */
            name: string;
        };
        LiveRecordDto: {
            /**
             * Format: uuid
             * @description The upstream's id of the entity
             */
            id: string;
            /**
             * @description The upstream's name
             * @example Space Mountain
             */
            name: string;
            /**
             * @description ATTRACTION, SHOW or RESTAURANT, as the upstream says.
             * @example ATTRACTION
             */
            entityType: string;
            /** @description The active catalogue attraction whose upstream_entity_id is this record id; null when none is linked. */
            attraction: components["schemas"]["LiveAttractionLinkDto"] | (never | null);
            /**
             * @description From the upstream; null when it sends none or a value outside this list.
             * @example OPERATING
             * @enum {string|null}
             */
            status: "OPERATING" | "DOWN" | "CLOSED" | "REFURBISHMENT" | null;
            /**
             * @description Keyed by queue kind: STANDBY, SINGLE_RIDER, PAID_STANDBY {waitTime}, RETURN_TIME, PAID_RETURN_TIME, BOARDING_GROUP.
             * @example {
             *       "STANDBY": {
             *         "waitTime": 35
             *       },
             *       "SINGLE_RIDER": {
             *         "waitTime": 10
             *       }
             *     }
             */
            queue: {
                [key: string]: {
                    [key: string]: unknown;
                } | null;
            };
            /** Format: date-time */
            lastUpdated: string | null;
            /** @description True when the record claims OPERATING but the upstream has not updated it for over 30 minutes. */
            stale: boolean;
            /** @description Shows: the day's performances. */
            showtimes?: components["schemas"]["TimeSlotDto"][];
            operatingHours?: components["schemas"]["TimeSlotDto"][];
            /** @description Restaurants: walk-up waits by party size. */
            diningAvailability?: components["schemas"]["DiningAvailabilityDto"][];
        };
        LoginDto: {
            /**
             * @description The e-mail address of the studio user.
             * @example admin@example.com
             */
            username: string;
            /** Format: password */
            password: string;
            /** @enum {string} */
            grant_type?: "password";
            /** @description Ignored. */
            scope?: string;
            /** @description Ignored. */
            client_id?: string;
            /** @description Ignored. */
            client_secret?: string;
        };
        MediaAssetDetailResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uri
             * @description The largest WebP variant (content-addressed: a replacement gets a new URL).
             * @example http://localhost:3000/media/images/ships/wonder-of-the-seas/hero.5be0c7a1d94f2e38.2560w.webp
             */
            url: string;
            /**
             * @description The image's name in the library: an upload to the same name replaces the image. Not a stored object; `url` and the variants' URLs are.
             * @example images/ships/wonder-of-the-seas/hero.webp
             */
            key: string;
            /**
             * @description Size of the largest WebP (the object at `url`) in bytes.
             * @example 183204
             */
            size: number;
            /**
             * @description Width of the largest WebP; with `height`, the intrinsic size for the img tag.
             * @example 2560
             */
            width: number;
            /** @example 1707 */
            height: number;
            /** @description Every stored variant, WebP then AVIF, by ascending width (for `srcset`); none wider than the upload. Animated images have WebP variants only. */
            variants: components["schemas"]["MediaVariantDto"][];
            /** @description The cropped variants, cut around `focal_point`: per aspect ratio (1:1, 16:9), WebP then AVIF, by ascending width, none wider than 1024 px. None for animated images. */
            crops: components["schemas"]["MediaCropDto"][];
            /**
             * @description A tiny WebP (at most 16 px, under 1 KB) as a data URI, to show blurred while loading.
             * @example data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoQAAsAAUAmJaQAA3AA/v8MWP/ngAA=
             */
            placeholder: string;
            /** @example #5d7fa3 */
            dominant_color: string;
            /**
             * @description What the image shows: the `alt` of the records that use it.
             * @example Icon of the Seas leaving Miami
             */
            alt_text: string | null;
            /**
             * @description A line to show under the image.
             * @example Icon of the Seas on her first sailing out of PortMiami, January 2024.
             */
            caption: string | null;
            /**
             * @description Who made the image, as its licence asks them to be named.
             * @example Photo: Jane Doe / Royal Caribbean
             */
            credit: string | null;
            /** @example © 2024 Royal Caribbean International */
            copyright: string | null;
            /** @description The point the crops are cut around; null: the centre. */
            focal_point: components["schemas"]["FocalPointDto"] | (never | null);
            /** @example ships */
            content_type: string;
            /** @example wonder-of-the-seas */
            slug: string;
            /** @example hero */
            filename: string;
            /**
             * @description The file name as sent by the uploader.
             * @example IMG_2041.jpg
             */
            original_name: string | null;
            /**
             * @description Bytes of the uploaded file.
             * @example 3773739
             */
            original_size: number;
            /**
             * @example jpeg
             * @enum {string}
             */
            original_format: "jpeg" | "png" | "webp" | "gif";
            /**
             * @description Upright width of the upload.
             * @example 4000
             */
            original_width: number;
            /** @example 3000 */
            original_height: number;
            /** @description Animated GIF or WebP (its variants keep the animation). */
            animated: boolean;
            /**
             * Format: uuid
             * @description The studio user who uploaded the current image (null once that user is deleted).
             */
            uploaded_by: string | null;
            /** Format: date-time */
            uploaded_at: string;
            /** @description Every record that uses the image, by type then slug (a record using it twice, say as main image and in its gallery, is listed once per field). */
            used_by: components["schemas"]["ImageUserDto"][];
        };
        MediaAssetResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uri
             * @description The largest WebP variant (content-addressed: a replacement gets a new URL).
             * @example http://localhost:3000/media/images/ships/wonder-of-the-seas/hero.5be0c7a1d94f2e38.2560w.webp
             */
            url: string;
            /**
             * @description The image's name in the library: an upload to the same name replaces the image. Not a stored object; `url` and the variants' URLs are.
             * @example images/ships/wonder-of-the-seas/hero.webp
             */
            key: string;
            /**
             * @description Size of the largest WebP (the object at `url`) in bytes.
             * @example 183204
             */
            size: number;
            /**
             * @description Width of the largest WebP; with `height`, the intrinsic size for the img tag.
             * @example 2560
             */
            width: number;
            /** @example 1707 */
            height: number;
            /** @description Every stored variant, WebP then AVIF, by ascending width (for `srcset`); none wider than the upload. Animated images have WebP variants only. */
            variants: components["schemas"]["MediaVariantDto"][];
            /** @description The cropped variants, cut around `focal_point`: per aspect ratio (1:1, 16:9), WebP then AVIF, by ascending width, none wider than 1024 px. None for animated images. */
            crops: components["schemas"]["MediaCropDto"][];
            /**
             * @description A tiny WebP (at most 16 px, under 1 KB) as a data URI, to show blurred while loading.
             * @example data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoQAAsAAUAmJaQAA3AA/v8MWP/ngAA=
             */
            placeholder: string;
            /** @example #5d7fa3 */
            dominant_color: string;
            /**
             * @description What the image shows: the `alt` of the records that use it.
             * @example Icon of the Seas leaving Miami
             */
            alt_text: string | null;
            /**
             * @description A line to show under the image.
             * @example Icon of the Seas on her first sailing out of PortMiami, January 2024.
             */
            caption: string | null;
            /**
             * @description Who made the image, as its licence asks them to be named.
             * @example Photo: Jane Doe / Royal Caribbean
             */
            credit: string | null;
            /** @example © 2024 Royal Caribbean International */
            copyright: string | null;
            /** @description The point the crops are cut around; null: the centre. */
            focal_point: components["schemas"]["FocalPointDto"] | (never | null);
            /** @example ships */
            content_type: string;
            /** @example wonder-of-the-seas */
            slug: string;
            /** @example hero */
            filename: string;
            /**
             * @description The file name as sent by the uploader.
             * @example IMG_2041.jpg
             */
            original_name: string | null;
            /**
             * @description Bytes of the uploaded file.
             * @example 3773739
             */
            original_size: number;
            /**
             * @example jpeg
             * @enum {string}
             */
            original_format: "jpeg" | "png" | "webp" | "gif";
            /**
             * @description Upright width of the upload.
             * @example 4000
             */
            original_width: number;
            /** @example 3000 */
            original_height: number;
            /** @description Animated GIF or WebP (its variants keep the animation). */
            animated: boolean;
            /**
             * Format: uuid
             * @description The studio user who uploaded the current image (null once that user is deleted).
             */
            uploaded_by: string | null;
            /** Format: date-time */
            uploaded_at: string;
        };
        MediaCropDto: {
            /**
             * Format: uri
             * @example http://localhost:3000/media/images/ships/wonder-of-the-seas/hero.9f2c41d03a6be187.640w.avif
             */
            url: string;
            /**
             * @description Holds a hash of the bytes: the object never changes.
             * @example images/ships/wonder-of-the-seas/hero.9f2c41d03a6be187.640w.avif
             */
            key: string;
            /** @example 640 */
            width: number;
            /** @example 427 */
            height: number;
            /**
             * @example avif
             * @enum {string}
             */
            format: "webp" | "avif";
            /**
             * @description Bytes.
             * @example 24310
             */
            size: number;
            /**
             * @description The aspect ratio the variant is cut to, around the focal point.
             * @example 16:9
             * @enum {string}
             */
            aspect: "1:1" | "16:9";
        };
        MediaVariantDto: {
            /**
             * Format: uri
             * @example http://localhost:3000/media/images/ships/wonder-of-the-seas/hero.9f2c41d03a6be187.640w.avif
             */
            url: string;
            /**
             * @description Holds a hash of the bytes: the object never changes.
             * @example images/ships/wonder-of-the-seas/hero.9f2c41d03a6be187.640w.avif
             */
            key: string;
            /** @example 640 */
            width: number;
            /** @example 427 */
            height: number;
            /**
             * @example avif
             * @enum {string}
             */
            format: "webp" | "avif";
            /**
             * @description Bytes.
             * @example 24310
             */
            size: number;
        };
        /** @description An event of a media: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        MediaWebhookEvent: {
            /** @enum {string} */
            type: "media.created" | "media.updated" | "media.deleted" | "media.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["MediaAssetDetailResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        OverviewDto: {
            /** @example 15230 */
            total_requests: number;
            /**
             * @description Share of responses with status >= 400, 0..1
             * @example 0.0123
             */
            error_rate: number;
            /** @example 18.4 */
            avg_response_time_ms: number;
            /**
             * @description From a daily latency histogram: within about 10% of the exact value
             * @example 62
             */
            p95_response_time_ms: number;
            /** @enum {number} */
            window_days: 7 | 30 | 90;
        };
        ParkLiveResponseDto: {
            /**
             * Format: date-time
             * @description When the service fetched this from the upstream.
             */
            fetched_at: string;
            /**
             * @description The park's time zone.
             * @example America/New_York
             */
            timezone: string | null;
            /** @description The park's attractions, by name. */
            liveData: components["schemas"]["LiveRecordDto"][];
            /** @description The park's shows, by name. */
            shows: components["schemas"]["LiveRecordDto"][];
            /** @description The park's restaurants, by name. */
            restaurants: components["schemas"]["LiveRecordDto"][];
            /** @description The park's operating hours from its own live record; [] when none are sent. */
            operatingHours: components["schemas"]["TimeSlotDto"][];
        };
        ParkScheduleResponseDto: {
            /**
             * Format: date-time
             * @description When the service fetched this from the upstream.
             */
            fetched_at: string;
            /**
             * @description The park's time zone.
             * @example America/New_York
             */
            timezone: string | null;
            schedule: components["schemas"]["ScheduleEntryDto"][];
        };
        PortDetailResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example PortMiami */
            name: string;
            /** @example miami */
            slug: string;
            /** @example United States */
            country: string;
            /** @example Miami */
            city: string | null;
            /** @enum {string|null} */
            port_type: "homeport" | "port_of_call" | "private_island" | null;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example Florida */
            state_province: string | null;
            /** @example Caribbean */
            region: string | null;
            /**
             * @description 6 places.
             * @example 25.778135
             */
            latitude: string | null;
            /**
             * @description 6 places.
             * @example -80.179100
             */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
        };
        PortDetailWithIncludedDto: {
            /** Format: uuid */
            id: string;
            /** @example PortMiami */
            name: string;
            /** @example miami */
            slug: string;
            /** @example United States */
            country: string;
            /** @example Miami */
            city: string | null;
            /** @enum {string|null} */
            port_type: "homeport" | "port_of_call" | "private_island" | null;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example Florida */
            state_province: string | null;
            /** @example Caribbean */
            region: string | null;
            /**
             * @description 6 places.
             * @example 25.778135
             */
            latitude: string | null;
            /**
             * @description 6 places.
             * @example -80.179100
             */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["PortIncludedDto"];
        };
        PortIncludedDto: {
            excursions?: components["schemas"]["ExcursionResponseDto"][];
        };
        PortResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example PortMiami */
            name: string;
            /** @example miami */
            slug: string;
            /** @example United States */
            country: string;
            /** @example Miami */
            city: string | null;
            /** @enum {string|null} */
            port_type: "homeport" | "port_of_call" | "private_island" | null;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example Florida */
            state_province: string | null;
            /** @example Caribbean */
            region: string | null;
            /**
             * @description 6 places.
             * @example 25.778135
             */
            latitude: string | null;
            /**
             * @description 6 places.
             * @example -80.179100
             */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
        };
        PortSummaryDto: {
            /** Format: uuid */
            id: string;
            /** @example PortMiami */
            name: string;
            /** @example miami */
            slug: string;
            /** @example United States */
            country: string;
            /** @example Miami */
            city: string | null;
            /** @enum {string|null} */
            port_type: "homeport" | "port_of_call" | "private_island" | null;
        };
        /** @description An event of a port: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        PortWebhookEvent: {
            /** @enum {string} */
            type: "port.created" | "port.updated" | "port.deleted" | "port.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["PortResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        PortWithIncludedDto: {
            /** Format: uuid */
            id: string;
            /** @example PortMiami */
            name: string;
            /** @example miami */
            slug: string;
            /** @example United States */
            country: string;
            /** @example Miami */
            city: string | null;
            /** @enum {string|null} */
            port_type: "homeport" | "port_of_call" | "private_island" | null;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example Florida */
            state_province: string | null;
            /** @example Caribbean */
            region: string | null;
            /**
             * @description 6 places.
             * @example 25.778135
             */
            latitude: string | null;
            /**
             * @description 6 places.
             * @example -80.179100
             */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["PortIncludedDto"];
        };
        ProblemDetailsDto: {
            /** @example about:blank */
            type: string;
            /** @example Bad Request */
            title: string;
            /** @example 400 */
            status: number;
            /** @example The request is invalid: email: must be a valid e-mail address. */
            detail: string;
            /**
             * @example VALIDATION_FAILED
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "MALFORMED_JSON" | "UNAUTHORIZED" | "INVALID_CREDENTIALS" | "INVALID_API_KEY" | "FORBIDDEN" | "TWO_FACTOR_ENROLMENT_REQUIRED" | "ORIGIN_NOT_ALLOWED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "LIVE_DATA_UNAVAILABLE" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "HEADERS_TOO_LARGE" | "REQUEST_TIMEOUT" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "UPSTREAM_UNAVAILABLE" | "STORAGE_UNAVAILABLE" | "SERVICE_UNAVAILABLE";
            /** @description Present for validation failures only. */
            errors?: components["schemas"]["FieldErrorDto"][];
        };
        ReadinessDto: {
            /** @enum {string} */
            status: "ok";
            /**
             * @description Seconds since the process started.
             * @example 42.1
             */
            uptime_s: number;
            /** @enum {string} */
            database: "up";
            /**
             * @description The shared rate-limit counters. `degraded`: REDIS_URL is set but Redis does not answer, so this instance limits with its own counters; the service still works, so readiness does not fail.
             * @enum {string}
             */
            redis: "up" | "degraded" | "not_configured";
        };
        RecordSummaryDto: {
            /** Format: uuid */
            id: string;
            slug: string;
            name: string;
        };
        RecordTranslationDto: {
            /**
             * @description A content locale other than the default.
             * @example de
             */
            locale: string;
            /**
             * @description `complete`: every translatable field with default-locale text is translated; `partial`: some are; `missing`: none is.
             * @enum {string}
             */
            status: "complete" | "partial" | "missing";
            /**
             * @description The translated text of each translated field, by API field name.
             * @example {
             *       "name": "Weltraumberg",
             *       "description": "Eine Achterbahn im Dunkeln."
             *     }
             */
            fields: {
                [key: string]: string;
            };
            /**
             * @description Translatable fields with default-locale text that this locale does not translate: readers get the default text for them.
             * @example [
             *       "dress_code"
             *     ]
             */
            missing_fields: string[];
            /** Format: uuid */
            record_id: string;
            /**
             * @description The studio path of the resource.
             * @example attractions
             */
            resource: string;
        };
        RecordTranslationsDto: {
            /** Format: uuid */
            record_id: string;
            /**
             * @description The studio path of the resource.
             * @example attractions
             */
            resource: string;
            /**
             * @description The default locale: its text is the record's own fields (PATCH the record).
             * @example en
             */
            default_locale: string;
            /**
             * @example [
             *       "name",
             *       "description"
             *     ]
             */
            translatable_fields: string[];
            /** @description One entry per content locale other than the default, in CONTENT_LOCALES order, also for locales the record has no translation in (`missing`, no fields). */
            translations: components["schemas"]["TranslationDto"][];
        };
        RecoveryCodesDto: {
            /**
             * @description One-time recovery codes (10). Shown only in this answer: store them somewhere safe; each signs in once instead of a code.
             * @example [
             *       "ABCD-EFGH-IJKL-MNOP"
             *     ]
             */
            recovery_codes: string[];
        };
        RefreshTokenDto: {
            /** @description The refresh_token from the login answer. */
            refresh_token: string;
        };
        RequestsOnDayDto: {
            /**
             * Format: date
             * @example 2026-07-01
             */
            date: string;
            /** @example 512 */
            requests: number;
            /** @example 4 */
            errors: number;
        };
        ResortDetailResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            theme_park_id: string;
            theme_park: components["schemas"]["ThemeParkSummaryDto"];
            description: string | null;
            /**
             * @example [
             *       "Spa",
             *       "Monorail"
             *     ]
             */
            amenities: string[];
            /** @example deluxe */
            price_tier: string | null;
            /** @example 689.00 */
            nightly_price_from: string | null;
            /** @example USD */
            currency: string;
            timezone: string | null;
            /** @example -05:00 */
            utc_offset: string | null;
            latitude: string | null;
            longitude: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
        };
        ResortResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            theme_park_id: string;
            theme_park: components["schemas"]["ThemeParkSummaryDto"];
            description: string | null;
            /**
             * @example [
             *       "Spa",
             *       "Monorail"
             *     ]
             */
            amenities: string[];
            /** @example deluxe */
            price_tier: string | null;
            /** @example 689.00 */
            nightly_price_from: string | null;
            /** @example USD */
            currency: string;
            timezone: string | null;
            /** @example -05:00 */
            utc_offset: string | null;
            latitude: string | null;
            longitude: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
        };
        /** @description An event of a resort: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        ResortWebhookEvent: {
            /** @enum {string} */
            type: "resort.created" | "resort.updated" | "resort.deleted" | "resort.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["ResortResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        RevisionDetailResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The resource, as webhook events name it.
             * @example ship
             */
            resource: string;
            /** Format: uuid */
            record_id: string;
            /**
             * @description The record's revisions count up from 1; pruned ones leave gaps.
             * @example 3
             */
            number: number;
            /** @enum {string} */
            operation: "created" | "updated" | "deleted" | "restored";
            /**
             * Format: uuid
             * @description The acting user.
             */
            user_id: string | null;
            /** @example editor@example.com */
            user_email: string | null;
            /**
             * @description Fields that differ from the revision before (every set field for a creation; none for a deletion).
             * @example [
             *       "name",
             *       "slug"
             *     ]
             */
            changed_fields: string[];
            /**
             * Format: uuid
             * @description For a restore: the revision it brought back.
             */
            restored_from: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * @description The whole record after the write (for a deletion: as it was when deleted): its stored fields, and its child rows (a ship's dry_docks, an itinerary's stops, an event's sessions, a guide's categories and related records, a video's categories, a category's items).
             * @example {
             *       "id": "5b1f…",
             *       "name": "Wonder of the Seas",
             *       "slug": "wonder-of-the-seas"
             *     }
             */
            record: {
                [key: string]: unknown;
            };
            /**
             * @description Each changed field with its value before and after.
             * @example {
             *       "name": {
             *         "before": "Wonder",
             *         "after": "Wonder of the Seas"
             *       }
             *     }
             */
            diff: {
                [key: string]: {
                    /** @description The value in the revision before (null if none). */
                    before: unknown;
                    /** @description The value in this revision (null if none). */
                    after: unknown;
                };
            };
        };
        RevisionResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The resource, as webhook events name it.
             * @example ship
             */
            resource: string;
            /** Format: uuid */
            record_id: string;
            /**
             * @description The record's revisions count up from 1; pruned ones leave gaps.
             * @example 3
             */
            number: number;
            /** @enum {string} */
            operation: "created" | "updated" | "deleted" | "restored";
            /**
             * Format: uuid
             * @description The acting user.
             */
            user_id: string | null;
            /** @example editor@example.com */
            user_email: string | null;
            /**
             * @description Fields that differ from the revision before (every set field for a creation; none for a deletion).
             * @example [
             *       "name",
             *       "slug"
             *     ]
             */
            changed_fields: string[];
            /**
             * Format: uuid
             * @description For a restore: the revision it brought back.
             */
            restored_from: string | null;
            /** Format: date-time */
            created_at: string;
        };
        RevokedSessionsDto: {
            /** @description How many sessions were ended. */
            revoked: number;
        };
        RotateVaultEntryDto: {
            /**
             * Format: password
             * @description The new secret; replaces the old one, which is gone for good.
             */
            new_value: string;
        };
        RotateWebhookSecretDto: {
            /**
             * @description How long deliveries stay signed with the previous secret too (both signatures in webhook-signature), so receivers can switch without losing one. Default 86400 (24 h); 0 drops the previous secret at once.
             * @example 86400
             */
            overlap_seconds?: number;
        };
        SailingResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            ship_id: string;
            ship: components["schemas"]["ShipSummaryDto"];
            /** Format: uuid */
            itinerary_id: string;
            itinerary: components["schemas"]["ItinerarySummaryDto"];
            /**
             * Format: date
             * @example 2027-03-14
             */
            departure_date: string;
            /**
             * Format: date
             * @example 2027-03-21
             */
            return_date: string;
            /**
             * @description Decimal string.
             * @example 899.00
             */
            price_from: string | null;
            /** @example USD */
            currency: string;
            /** @enum {string} */
            status: "scheduled" | "on_sale" | "sold_out" | "cancelled" | "completed";
        };
        /** @description An event of a sailing: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        SailingWebhookEvent: {
            /** @enum {string} */
            type: "sailing.created" | "sailing.updated" | "sailing.deleted" | "sailing.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["SailingResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        ScheduleEntryDto: {
            /**
             * Format: date
             * @example 2026-05-01
             */
            date: string;
            /**
             * @description OPERATING, TICKETED_EVENT, PRIVATE_EVENT, EXTRA_HOURS or INFO.
             * @example OPERATING
             */
            type: string;
            /**
             * Format: date-time
             * @example 2026-05-01T09:00:00-04:00
             */
            openingTime: string;
            /**
             * Format: date-time
             * @example 2026-05-01T22:00:00-04:00
             */
            closingTime: string;
            /** @example Early Entry */
            description?: string;
        };
        SearchHighlightDto: {
            /**
             * @description Offset of the first marked character in `snippet`, in UTF-16 code units
             * @example 10
             */
            start: number;
            /**
             * @description Offset just past the last marked character (exclusive), in UTF-16 code units
             * @example 15
             */
            end: number;
        };
        SearchPageDto: {
            /** @description Matches, best first */
            data: components["schemas"]["SearchResultDto"][];
            /**
             * @description Matches of the query, counted up to 1,000. When there are more, total is 1,000 and total_exact is false; pages reach the first 1,000 matches.
             * @example 42
             */
            total: number;
            /**
             * @description false when total stopped counting at 1,000
             * @example true
             */
            total_exact: boolean;
            /**
             * @description When the query as typed found nothing and a spelling-corrected query found these results, the corrected query ("did you mean"); otherwise null
             * @example null
             */
            corrected_query: string | null;
            /** @example 0 */
            skip: number;
            /** @example 20 */
            limit: number;
        };
        SearchResultDto: {
            /**
             * @example attraction
             * @enum {string}
             */
            type: "cruise_line" | "ship" | "port" | "itinerary" | "excursion" | "theme_park" | "resort" | "attraction" | "special_event" | "dining_location" | "guide" | "video" | "category";
            /**
             * @description The record slug
             * @example space-mountain
             */
            slug: string;
            /**
             * @description The record's public detail route, relative to the API's base URL
             * @example /api/v1/attractions/space-mountain
             */
            path: string;
            /**
             * @description The content locale of `title` and `snippet`: the requested locale, or the parent locale a translation came from (`de` for `de-CH`), or the default locale for a record not translated into it (found by its default text)
             * @example de
             */
            locale: string;
            /**
             * @description The name, in `locale`
             * @example Space Mountain
             */
            title: string;
            /**
             * @description A passage of the record as plain text (no HTML, no Markdown): render it as text and style the ranges of `highlights`.
             * @example An indoor space coaster through the dark of Tomorrowland
             */
            snippet: string;
            /**
             * @description The matched words of `snippet`, in order and never overlapping, as `snippet.slice(start, end)` ranges
             * @example [
             *       {
             *         "start": 10,
             *         "end": 15
             *       },
             *       {
             *         "start": 44,
             *         "end": 56
             *       }
             *     ]
             */
            highlights: components["schemas"]["SearchHighlightDto"][];
            /**
             * @description Relevance, 0 to 1, higher first; names weigh more than descriptions
             * @example 0.4375
             */
            score: number;
            /** @description The record's main image (a cruise line's logo, a video's thumbnail), ready for srcset; null when it has none. */
            image: components["schemas"]["ImageDto"] | (never | null);
        };
        SessionResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description How the session was signed in to.
             * @enum {string}
             */
            sign_in_method: "password" | "oidc";
            /**
             * Format: date-time
             * @description Sign-in time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last refresh or request (request times are kept to the minute).
             */
            last_used_at: string;
            /**
             * Format: date-time
             * @description When the session ends unless refreshed before (each refresh moves it on, up to absolute_expires_at).
             */
            expires_at: string;
            /**
             * Format: date-time
             * @description When the session ends however often it is refreshed (SESSION_ABSOLUTE_TTL).
             */
            absolute_expires_at: string;
            /** @example 203.0.113.7 */
            ip: string | null;
            /** @example Mozilla/5.0 (X11; Linux x86_64) */
            user_agent: string | null;
            /** @description Whether this is the session of the token that asked. */
            current: boolean;
        };
        ShipDetailResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Icon of the Seas */
            name: string;
            /** @example icon-of-the-seas */
            slug: string;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** @example Icon */
            ship_class: string | null;
            /** @example 2023 */
            year_built: number | null;
            /** @example 2023 */
            year_refurbished: number | null;
            /** @description Double occupancy. */
            passenger_capacity: number | null;
            /** @example 7600 */
            max_capacity: number | null;
            /** @example 2350 */
            crew_count: number | null;
            /** @example 248663 */
            gross_tonnage: number | null;
            /** @example 20 */
            num_decks: number | null;
            /** @example 2805 */
            num_cabins: number | null;
            /**
             * @description Decimal string.
             * @example 364.75
             */
            ship_length_meters: string | null;
            /**
             * @description Decimal string.
             * @example 48.50
             */
            beam_meters: string | null;
            /**
             * @description Decimal string.
             * @example 22.0
             */
            cruising_speed_knots: string | null;
            /** @example 9838345 */
            imo_number: string | null;
            /** @example Bahamas */
            flag_state: string | null;
            has_casino: boolean;
            has_water_park: boolean;
            has_spa: boolean;
            has_kids_club: boolean;
            has_adults_only_area: boolean;
            has_fitness_center: boolean;
            has_theater: boolean;
            has_rock_climbing: boolean;
            has_surf_simulator: boolean;
            has_mini_golf: boolean;
            /** @example 7 */
            num_pools: number | null;
            /** @example 40 */
            num_restaurants: number | null;
            /** @example 20 */
            num_bars: number | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description Dry-dock periods, by start date. */
            dry_docks: components["schemas"]["DryDockResponseDto"][];
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
        };
        ShipDetailWithIncludedDto: {
            /** Format: uuid */
            id: string;
            /** @example Icon of the Seas */
            name: string;
            /** @example icon-of-the-seas */
            slug: string;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** @example Icon */
            ship_class: string | null;
            /** @example 2023 */
            year_built: number | null;
            /** @example 2023 */
            year_refurbished: number | null;
            /** @description Double occupancy. */
            passenger_capacity: number | null;
            /** @example 7600 */
            max_capacity: number | null;
            /** @example 2350 */
            crew_count: number | null;
            /** @example 248663 */
            gross_tonnage: number | null;
            /** @example 20 */
            num_decks: number | null;
            /** @example 2805 */
            num_cabins: number | null;
            /**
             * @description Decimal string.
             * @example 364.75
             */
            ship_length_meters: string | null;
            /**
             * @description Decimal string.
             * @example 48.50
             */
            beam_meters: string | null;
            /**
             * @description Decimal string.
             * @example 22.0
             */
            cruising_speed_knots: string | null;
            /** @example 9838345 */
            imo_number: string | null;
            /** @example Bahamas */
            flag_state: string | null;
            has_casino: boolean;
            has_water_park: boolean;
            has_spa: boolean;
            has_kids_club: boolean;
            has_adults_only_area: boolean;
            has_fitness_center: boolean;
            has_theater: boolean;
            has_rock_climbing: boolean;
            has_surf_simulator: boolean;
            has_mini_golf: boolean;
            /** @example 7 */
            num_pools: number | null;
            /** @example 40 */
            num_restaurants: number | null;
            /** @example 20 */
            num_bars: number | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description Dry-dock periods, by start date. */
            dry_docks: components["schemas"]["DryDockResponseDto"][];
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["ShipIncludedDto"];
        };
        ShipIncludedDto: {
            cruise_line?: components["schemas"]["CruiseLineWithIncludedDto"] | (never | null);
            sailings?: components["schemas"]["SailingResponseDto"][];
            itineraries?: components["schemas"]["ItineraryWithIncludedDto"][];
        };
        ShipResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Icon of the Seas */
            name: string;
            /** @example icon-of-the-seas */
            slug: string;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** @example Icon */
            ship_class: string | null;
            /** @example 2023 */
            year_built: number | null;
            /** @example 2023 */
            year_refurbished: number | null;
            /** @description Double occupancy. */
            passenger_capacity: number | null;
            /** @example 7600 */
            max_capacity: number | null;
            /** @example 2350 */
            crew_count: number | null;
            /** @example 248663 */
            gross_tonnage: number | null;
            /** @example 20 */
            num_decks: number | null;
            /** @example 2805 */
            num_cabins: number | null;
            /**
             * @description Decimal string.
             * @example 364.75
             */
            ship_length_meters: string | null;
            /**
             * @description Decimal string.
             * @example 48.50
             */
            beam_meters: string | null;
            /**
             * @description Decimal string.
             * @example 22.0
             */
            cruising_speed_knots: string | null;
            /** @example 9838345 */
            imo_number: string | null;
            /** @example Bahamas */
            flag_state: string | null;
            has_casino: boolean;
            has_water_park: boolean;
            has_spa: boolean;
            has_kids_club: boolean;
            has_adults_only_area: boolean;
            has_fitness_center: boolean;
            has_theater: boolean;
            has_rock_climbing: boolean;
            has_surf_simulator: boolean;
            has_mini_golf: boolean;
            /** @example 7 */
            num_pools: number | null;
            /** @example 40 */
            num_restaurants: number | null;
            /** @example 20 */
            num_bars: number | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
        };
        ShipSummaryDto: {
            /** Format: uuid */
            id: string;
            /** @example Icon of the Seas */
            name: string;
            /** @example icon-of-the-seas */
            slug: string;
        };
        /** @description An event of a ship: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        ShipWebhookEvent: {
            /** @enum {string} */
            type: "ship.created" | "ship.updated" | "ship.deleted" | "ship.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["ShipDetailResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        ShipWithIncludedDto: {
            /** Format: uuid */
            id: string;
            /** @example Icon of the Seas */
            name: string;
            /** @example icon-of-the-seas */
            slug: string;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            cruise_line_id: string;
            cruise_line: components["schemas"]["CruiseLineSummaryDto"];
            /** @example Icon */
            ship_class: string | null;
            /** @example 2023 */
            year_built: number | null;
            /** @example 2023 */
            year_refurbished: number | null;
            /** @description Double occupancy. */
            passenger_capacity: number | null;
            /** @example 7600 */
            max_capacity: number | null;
            /** @example 2350 */
            crew_count: number | null;
            /** @example 248663 */
            gross_tonnage: number | null;
            /** @example 20 */
            num_decks: number | null;
            /** @example 2805 */
            num_cabins: number | null;
            /**
             * @description Decimal string.
             * @example 364.75
             */
            ship_length_meters: string | null;
            /**
             * @description Decimal string.
             * @example 48.50
             */
            beam_meters: string | null;
            /**
             * @description Decimal string.
             * @example 22.0
             */
            cruising_speed_knots: string | null;
            /** @example 9838345 */
            imo_number: string | null;
            /** @example Bahamas */
            flag_state: string | null;
            has_casino: boolean;
            has_water_park: boolean;
            has_spa: boolean;
            has_kids_club: boolean;
            has_adults_only_area: boolean;
            has_fitness_center: boolean;
            has_theater: boolean;
            has_rock_climbing: boolean;
            has_surf_simulator: boolean;
            has_mini_golf: boolean;
            /** @example 7 */
            num_pools: number | null;
            /** @example 40 */
            num_restaurants: number | null;
            /** @example 20 */
            num_bars: number | null;
            description: string | null;
            /** Format: uri */
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["ShipIncludedDto"];
        };
        SpecialEventResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** Format: uuid */
            theme_park_id: string;
            theme_park: components["schemas"]["ThemeParkSummaryDto"];
            /**
             * Format: date
             * @example 2027-08-10
             */
            start_date: string;
            /**
             * Format: date
             * @example 2027-10-31
             */
            end_date: string;
            /** @example 129.00 */
            ticket_price: string | null;
            /** @example USD */
            currency: string;
            description: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @example America/New_York */
            timezone: string | null;
            /**
             * @description Current offset.
             * @example -04:00
             */
            utc_offset: string | null;
            sessions: components["schemas"]["SpecialEventSessionDto"][];
        };
        SpecialEventSessionDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description Local time at the park with the park's UTC offset at that moment.
             * @example 2027-10-01T19:00:00-04:00
             */
            starts_at: string;
            /** @example 2027-10-01T23:59:00-04:00 */
            ends_at: string | null;
            label: string | null;
        };
        SpecialEventSessionInputDto: {
            /**
             * @description ISO 8601. Without an offset it is the park's local time; with Z or an offset it is that instant.
             * @example 2027-10-01T19:00
             */
            starts_at: string;
            /**
             * @description ISO 8601. Without an offset it is the park's local time; with Z or an offset it is that instant.
             * @example 2027-10-01T19:00
             */
            ends_at?: string | null;
            /** @example Parade */
            label?: string | null;
        };
        /** @description An event of a special event: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        SpecialEventWebhookEvent: {
            /** @enum {string} */
            type: "special_event.created" | "special_event.updated" | "special_event.deleted" | "special_event.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["SpecialEventResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        StatusCodeCountDto: {
            /** @example 200 */
            status_code: number;
            /** @example 14800 */
            count: number;
        };
        ThemeParkDetailResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            /** @example Magic Kingdom Park */
            name: string;
            /** @example magic-kingdom */
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example The Walt Disney Company */
            parent_company: string | null;
            /** @example the-walt-disney-company */
            parent_company_slug: string | null;
            /** @example Walt Disney World Resort */
            destination: string | null;
            /** Format: uuid */
            upstream_entity_id: string | null;
            /** @description True when upstream_entity_id is set and valid. */
            live_data_enabled: boolean;
            city: string | null;
            state_province: string | null;
            country: string | null;
            /** @example 28.417663 */
            latitude: string | null;
            /** @example -81.581212 */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            /**
             * @description The zone's current offset from UTC.
             * @example -05:00
             */
            utc_offset: string | null;
            /** @example 1971 */
            opening_year: number | null;
            website_url: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @example 119.00 */
            admission_price_from: string | null;
            /** @example USD */
            currency: string;
            annual_visitors: number | null;
            description: string | null;
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
        };
        ThemeParkDetailWithIncludedDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            /** @example Magic Kingdom Park */
            name: string;
            /** @example magic-kingdom */
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example The Walt Disney Company */
            parent_company: string | null;
            /** @example the-walt-disney-company */
            parent_company_slug: string | null;
            /** @example Walt Disney World Resort */
            destination: string | null;
            /** Format: uuid */
            upstream_entity_id: string | null;
            /** @description True when upstream_entity_id is set and valid. */
            live_data_enabled: boolean;
            city: string | null;
            state_province: string | null;
            country: string | null;
            /** @example 28.417663 */
            latitude: string | null;
            /** @example -81.581212 */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            /**
             * @description The zone's current offset from UTC.
             * @example -05:00
             */
            utc_offset: string | null;
            /** @example 1971 */
            opening_year: number | null;
            website_url: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @example 119.00 */
            admission_price_from: string | null;
            /** @example USD */
            currency: string;
            annual_visitors: number | null;
            description: string | null;
            /** @description More images of the record, in the order the studio set (gallery_image_ids). */
            gallery: components["schemas"]["ImageDto"][];
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["ThemeParkIncludedDto"];
        };
        ThemeParkIncludedDto: {
            attractions?: components["schemas"]["AttractionResponseDto"][];
            dining?: components["schemas"]["DiningLocationResponseDto"][];
            events?: components["schemas"]["SpecialEventResponseDto"][];
            resorts?: components["schemas"]["ResortResponseDto"][];
        };
        ThemeParkResponseDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            /** @example Magic Kingdom Park */
            name: string;
            /** @example magic-kingdom */
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example The Walt Disney Company */
            parent_company: string | null;
            /** @example the-walt-disney-company */
            parent_company_slug: string | null;
            /** @example Walt Disney World Resort */
            destination: string | null;
            /** Format: uuid */
            upstream_entity_id: string | null;
            /** @description True when upstream_entity_id is set and valid. */
            live_data_enabled: boolean;
            city: string | null;
            state_province: string | null;
            country: string | null;
            /** @example 28.417663 */
            latitude: string | null;
            /** @example -81.581212 */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            /**
             * @description The zone's current offset from UTC.
             * @example -05:00
             */
            utc_offset: string | null;
            /** @example 1971 */
            opening_year: number | null;
            website_url: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @example 119.00 */
            admission_price_from: string | null;
            /** @example USD */
            currency: string;
            annual_visitors: number | null;
            description: string | null;
        };
        ThemeParkSummaryDto: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            timezone: string | null;
        };
        /** @description An event of a theme park: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        ThemeParkWebhookEvent: {
            /** @enum {string} */
            type: "theme_park.created" | "theme_park.updated" | "theme_park.deleted" | "theme_park.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["ThemeParkResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        ThemeParkWithIncludedDto: {
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: uuid */
            id: string;
            /** @example Magic Kingdom Park */
            name: string;
            /** @example magic-kingdom */
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @example The Walt Disney Company */
            parent_company: string | null;
            /** @example the-walt-disney-company */
            parent_company_slug: string | null;
            /** @example Walt Disney World Resort */
            destination: string | null;
            /** Format: uuid */
            upstream_entity_id: string | null;
            /** @description True when upstream_entity_id is set and valid. */
            live_data_enabled: boolean;
            city: string | null;
            state_province: string | null;
            country: string | null;
            /** @example 28.417663 */
            latitude: string | null;
            /** @example -81.581212 */
            longitude: string | null;
            /** @example America/New_York */
            timezone: string | null;
            /**
             * @description The zone's current offset from UTC.
             * @example -05:00
             */
            utc_offset: string | null;
            /** @example 1971 */
            opening_year: number | null;
            website_url: string | null;
            hero_image_url: string | null;
            /** @description The main image from the media library, ready for `<img srcset>`; null when none is set (`hero_image_url` may still name an external one). */
            hero_image: components["schemas"]["ImageDto"] | (never | null);
            /** @example 119.00 */
            admission_price_from: string | null;
            /** @example USD */
            currency: string;
            annual_visitors: number | null;
            description: string | null;
            /** @description The related records asked for with `?include=`. */
            included?: components["schemas"]["ThemeParkIncludedDto"];
        };
        TimeSlotDto: {
            /** @example Operating */
            type?: string;
            /** Format: date-time */
            startTime?: string | null;
            /** Format: date-time */
            endTime?: string | null;
        };
        TokenPairResponseDto: {
            /** @description Bearer token for studio requests (JWT, HS256). */
            access_token: string;
            /**
             * @example bearer
             * @enum {string}
             */
            token_type: "bearer";
            /**
             * @description Lifetime of the access token in seconds.
             * @example 900
             */
            expires_in: number;
            /** @description Exchanges once at /studio/auth/refresh for a new token pair (it is spent then); valid until it expires or its session ends. */
            refresh_token: string;
        };
        TopEndpointDto: {
            /** @example GET */
            method: string;
            /**
             * @description Route template; '(unmatched)' for requests no route matched
             * @example /api/v1/ships/:slug
             */
            route: string;
            /** @example 2048 */
            requests: number;
            /** @example 14.2 */
            avg_response_time_ms: number;
        };
        TotpCodeDto: {
            /**
             * @description The 6-digit code the authenticator app shows now. A code is accepted once: the same code (or an older one) again is refused.
             * @example 123456
             */
            code: string;
        };
        TotpOrRecoveryCodeDto: {
            /**
             * @description The 6-digit code the authenticator app shows now. A code is accepted once: the same code (or an older one) again is refused. Give this or `recovery_code`.
             * @example 123456
             */
            code?: string;
            /**
             * @description One of the recovery codes shown at enrolment (case, spaces and hyphens do not matter). Each works once. Give this or `code`.
             * @example ABCD-EFGH-IJKL-MNOP
             */
            recovery_code?: string;
        };
        TranslationDto: {
            /**
             * @description A content locale other than the default.
             * @example de
             */
            locale: string;
            /**
             * @description `complete`: every translatable field with default-locale text is translated; `partial`: some are; `missing`: none is.
             * @enum {string}
             */
            status: "complete" | "partial" | "missing";
            /**
             * @description The translated text of each translated field, by API field name.
             * @example {
             *       "name": "Weltraumberg",
             *       "description": "Eine Achterbahn im Dunkeln."
             *     }
             */
            fields: {
                [key: string]: string;
            };
            /**
             * @description Translatable fields with default-locale text that this locale does not translate: readers get the default text for them.
             * @example [
             *       "dress_code"
             *     ]
             */
            missing_fields: string[];
        };
        TranslationStatusDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The studio path of the resource.
             * @example attractions
             */
            resource: string;
            /** @example space-mountain */
            slug: string;
            /**
             * @description The record's name (a guide's or video's title), in the default locale.
             * @example Space Mountain
             */
            name: string;
            /**
             * @description Each content locale other than the default: `complete`: every translatable field with default-locale text is translated; `partial`: some are; `missing`: none is.
             * @example {
             *       "de": "complete",
             *       "fr": "partial",
             *       "es": "missing"
             *     }
             */
            locales: {
                [key: string]: "complete" | "partial" | "missing";
            };
        };
        TwoFactorChallengeResponseDto: {
            /**
             * @description The password was right; the login needs a second step.
             * @enum {boolean}
             */
            two_factor_required: true;
            /** @description Send it with a code to POST /studio/auth/login/2fa. It is no access token and opens nothing else. */
            challenge_token: string;
            /**
             * @description Lifetime of the challenge in seconds.
             * @example 300
             */
            expires_in: number;
        };
        TwoFactorEnrolmentDto: {
            /**
             * @description The key URI (otpauth://totp/…, SHA-1, 6 digits, 30 s) an authenticator app takes; the QR code encodes it. Shown only in this answer.
             * @example otpauth://totp/Guide%20Platform%20Studio:admin%40example.com?issuer=Guide%20Platform%20Studio&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30
             */
            otpauth_uri: string;
            /**
             * @description The secret in base32, for typing into an app that cannot scan. Shown only in this answer.
             * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
             */
            secret: string;
            /**
             * @description The QR code of `otpauth_uri` as a PNG data URL, for an `<img src>`.
             * @example data:image/png;base64,iVBORw0KGgo…
             */
            qr_code: string;
        };
        TwoFactorLoginDto: {
            /**
             * @description The 6-digit code the authenticator app shows now. A code is accepted once: the same code (or an older one) again is refused. Give this or `recovery_code`.
             * @example 123456
             */
            code?: string;
            /**
             * @description One of the recovery codes shown at enrolment (case, spaces and hyphens do not matter). Each works once. Give this or `code`.
             * @example ABCD-EFGH-IJKL-MNOP
             */
            recovery_code?: string;
            /** @description The `challenge_token` of the login answer (it names the user and lives 5 minutes). */
            challenge_token: string;
        };
        TwoFactorStatusDto: {
            /** @description Whether logins of the caller ask for a code. */
            enabled: boolean;
            /** @description An enrolment was started and waits for its first code. */
            enrolment_pending: boolean;
            /** @description Whether STUDIO_REQUIRE_2FA requires two-factor authentication of the caller. */
            required: boolean;
            /**
             * @description Unused recovery codes left.
             * @example 10
             */
            recovery_codes_remaining: number;
        };
        UpdateApiClientDto: {
            /** @example Partner website */
            name?: string;
            /** @example Booking widget on the partner site */
            notes?: string;
            /**
             * @description `browser`: for web pages, limited to `allowed_domains` when it has entries. `server`: for back ends (server-side rendering, imports); no Origin needed, refused (403) on any request that carries an Origin, never an allowlist.
             * @default browser
             * @enum {string}
             */
            kind: "browser" | "server";
            /**
             * @description A browser key's allowed origins: hosts whose Origin (or Referer) may use the key; `*.example.com` matches subdomains; `:port` limits an entry to that port (the scheme's default when the origin names none), without one any port matches. Empty: any origin. Must be empty for a server key.
             * @example [
             *       "partner.example.com",
             *       "*.partner.example.com",
             *       "localhost:3000"
             *     ]
             */
            allowed_domains?: string[];
            /** @description Requests per minute for this key (default API_KEY_RATE_LIMIT_PER_MIN, 1200). */
            rate_limit_per_minute?: number;
        };
        UpdateAttractionDto: {
            /** @example Space Mountain */
            name?: string;
            /** @example space-mountain-magic-kingdom */
            slug?: string;
            /** Format: uuid */
            theme_park_id?: string;
            /** @enum {string|null} */
            thrill_level?: "mild" | "moderate" | "thrill" | "extreme" | null;
            /** @example roller coaster */
            ride_type?: string | null;
            /** @example 112 */
            min_height_cm?: number | null;
            /** @example 196 */
            max_height_cm?: number | null;
            /** @example 3 */
            duration_minutes?: number | null;
            /**
             * @example {
             *       "wheelchair_accessible": false,
             *       "must_transfer": true,
             *       "notes": "Transfer from ECV."
             *     }
             */
            accessibility?: {
                wheelchair_accessible?: boolean;
                must_transfer?: boolean;
                transfer_device?: boolean;
                service_animals_allowed?: boolean;
                assistive_listening?: boolean;
                closed_captioning?: boolean;
                audio_description?: boolean;
                sign_language?: boolean;
                notes?: string;
            } | null;
            /**
             * Format: uuid
             * @description Entity id in the upstream live-data source.
             */
            upstream_entity_id?: string | null;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateCategoryDto: {
            /** @example Thrill rides */
            name?: string;
            /** @example thrill-rides */
            slug?: string;
            description?: string | null;
            /** @description Records tagged with the category (guides, videos, catalogue records); on update the list replaces the tags. */
            items?: components["schemas"]["ItemRefDto"][];
        };
        UpdateCruiseLineDto: {
            /** @example Royal Caribbean International */
            name?: string;
            /** @example royal-caribbean */
            slug?: string;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            logo_url?: string | null;
            /**
             * Format: uuid
             * @description The logo: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            logo_image_id?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            website_url?: string | null;
            /** @example Miami, Florida */
            headquarters?: string | null;
            /** @example 1968 */
            founded_year?: number | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateDiningLocationDto: {
            /** @example Be Our Guest Restaurant */
            name?: string;
            /** @example be-our-guest-restaurant */
            slug?: string;
            /** @example table service */
            venue_type?: string;
            /** @example French */
            cuisine_type?: string;
            /** @example casual */
            dress_code?: string | null;
            /** @enum {string|null} */
            price_range?: "$" | "$$" | "$$$" | "$$$$" | null;
            /**
             * @description Local times at the place, per weekday; `closes` before `opens` runs past midnight; an empty list means closed. Answered with the place's time zone and UTC offset.
             * @example {
             *       "monday": [
             *         {
             *           "opens": "11:00",
             *           "closes": "22:00"
             *         }
             *       ],
             *       "tuesday": []
             *     }
             */
            opening_hours?: {
                monday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                tuesday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                wednesday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                thursday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                friday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                saturday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
                sunday?: {
                    /** @example 11:00 */
                    opens: string;
                    /** @example 22:00 */
                    closes: string;
                }[];
            } | null;
            /** @description Default false. */
            reservation_required?: boolean;
            /**
             * Format: uuid
             * @description Set exactly one of theme_park_id, ship_id and resort_id.
             */
            theme_park_id?: string;
            /**
             * Format: uuid
             * @description A ship of the cruise catalogue.
             */
            ship_id?: string;
            /** Format: uuid */
            resort_id?: string;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateExcursionDto: {
            /** @example Snorkelling at Stingray City */
            name?: string;
            /** @example stingray-city-snorkel */
            slug?: string;
            /**
             * @description shore: from a port (port_id required, no park or attraction); land: a theme park or attraction package (theme_park_id or attraction_id required, no port).
             * @enum {string}
             */
            excursion_type?: "shore" | "land";
            /**
             * Format: uuid
             * @description Required for shore excursions; empty for land.
             */
            port_id?: string;
            /**
             * Format: uuid
             * @description Land excursions: the theme park (this or attraction_id).
             */
            theme_park_id?: string;
            /**
             * Format: uuid
             * @description Land excursions: the attraction (this or theme_park_id).
             */
            attraction_id?: string;
            /** @example 240 */
            duration_minutes?: number | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            price_from?: string | null;
            /**
             * @description Default USD.
             * @example USD
             */
            currency?: string;
            description?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateGuideDto: {
            /** @example First visit to Magic Kingdom: a one-day plan */
            title?: string;
            /** @example magic-kingdom-one-day-plan */
            slug?: string;
            summary?: string | null;
            /** @description Markdown. */
            body?: string;
            /**
             * @description Default draft. Publishing without published_at sets it to now.
             * @enum {string}
             */
            status?: "draft" | "published";
            /**
             * Format: date-time
             * @description When the guide goes public (with status published); may be in the future.
             */
            published_at?: string | null;
            /** @example Ada Editor */
            author?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description Categories to tag it with; on update the list replaces the current tags. */
            category_ids?: string[];
            /** @description Catalogue records the guide is about, in order; on update the list replaces. */
            related?: components["schemas"]["ItemRefDto"][];
        };
        UpdateItineraryDto: {
            /** @example 7-Night Eastern Caribbean */
            name?: string;
            /** @example icon-7-night-eastern-caribbean */
            slug?: string;
            /**
             * Format: uuid
             * @description An itinerary with sailings cannot move to another line (409 CONFLICT): its sailings' ships belong to its line; move or delete them first.
             */
            cruise_line_id?: string;
            /** Format: uuid */
            embarkation_port_id?: string;
            /** Format: uuid */
            disembarkation_port_id?: string;
            /** @example Caribbean */
            cruise_region?: string;
            /** @example 7 */
            nights?: number;
            description?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
            /** @description The stops, in order (sorted by day_number; stops on the same day keep the order sent). On PATCH the list replaces all stops. */
            stops?: components["schemas"]["ItineraryStopInputDto"][];
        };
        UpdateMediaDto: {
            /**
             * @description What the image shows, the `alt` of every record that uses it; null clears it.
             * @example Icon of the Seas leaving Miami
             */
            alt_text?: string | null;
            /**
             * @description A line to show under the image; null clears it.
             * @example Icon of the Seas on her first sailing out of PortMiami, January 2024.
             */
            caption?: string | null;
            /**
             * @description Who made the image, as its licence asks them to be named; null clears it.
             * @example Photo: Jane Doe / Royal Caribbean
             */
            credit?: string | null;
            /**
             * @description The copyright notice; null clears it.
             * @example © 2024 Royal Caribbean International
             */
            copyright?: string | null;
            /** @description The point the cropped variants are cut around; null sets it back to the centre. A change cuts new crops (new URLs); the old ones keep answering for MEDIA_REPLACED_GRACE_HOURS. */
            focal_point?: components["schemas"]["FocalPointDto"] | (never | null);
        };
        UpdatePortDto: {
            /** @example PortMiami */
            name?: string;
            /** @example miami */
            slug?: string;
            /** @example United States */
            country?: string;
            /** @example Miami */
            city?: string | null;
            /** @example Florida */
            state_province?: string | null;
            /** @example Caribbean */
            region?: string | null;
            /**
             * @description Between -90 and 90.
             * @example 25.778135
             */
            latitude?: string | null;
            /**
             * @description Between -180 and 180.
             * @example -80.179100
             */
            longitude?: string | null;
            /** @example America/New_York */
            timezone?: string | null;
            /** @enum {string|null} */
            port_type?: "homeport" | "port_of_call" | "private_island" | null;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateResortDto: {
            /** @example Disney's Grand Floridian Resort & Spa */
            name?: string;
            /** @example grand-floridian-resort */
            slug?: string;
            /**
             * Format: uuid
             * @description The park (destination) the resort belongs to.
             */
            theme_park_id?: string;
            description?: string | null;
            /**
             * @example [
             *       "Spa",
             *       "Monorail"
             *     ]
             */
            amenities?: string[];
            /** @example deluxe */
            price_tier?: string | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            nightly_price_from?: string | null;
            /** @example USD */
            currency?: string;
            /**
             * @description IANA zone; defaults to the park's.
             * @example America/New_York
             */
            timezone?: string | null;
            /**
             * @description Between -90 and 90.
             * @example 25.778135
             */
            latitude?: string | null;
            /**
             * @description Between -180 and 180.
             * @example -80.179100
             */
            longitude?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateSailingDto: {
            /**
             * Format: uuid
             * @description A ship of the itinerary's cruise line (see itinerary_id).
             */
            ship_id?: string;
            /**
             * Format: uuid
             * @description An itinerary of the ship's cruise line: otherwise 400 VALIDATION_FAILED naming itinerary_id (ship_id when a change moves only the ship).
             */
            itinerary_id?: string;
            /**
             * Format: date
             * @example 2027-03-14
             */
            departure_date?: string;
            /**
             * Format: date
             * @description On or after departure_date.
             * @example 2027-03-21
             */
            return_date?: string;
            /**
             * @description At least 0.
             * @example 0.00
             */
            price_from?: string | null;
            /**
             * @description Default USD.
             * @example USD
             */
            currency?: string;
            /**
             * @description Default on_sale.
             * @enum {string}
             */
            status?: "scheduled" | "on_sale" | "sold_out" | "cancelled" | "completed";
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateShipDto: {
            /** @example Icon of the Seas */
            name?: string;
            /** @example icon-of-the-seas */
            slug?: string;
            /**
             * Format: uuid
             * @description The cruise line operating the ship. A ship with sailings cannot move to another line (409 CONFLICT): its sailings' itineraries belong to its line; move or delete them first.
             */
            cruise_line_id?: string;
            /** @example Icon */
            ship_class?: string | null;
            /** @example 2023 */
            year_built?: number | null;
            /** @example 2023 */
            year_refurbished?: number | null;
            /** @example 5610 */
            passenger_capacity?: number | null;
            /** @example 7600 */
            max_capacity?: number | null;
            /** @example 2350 */
            crew_count?: number | null;
            /** @example 248663 */
            gross_tonnage?: number | null;
            /** @example 20 */
            num_decks?: number | null;
            /** @example 2805 */
            num_cabins?: number | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            ship_length_meters?: string | null;
            /**
             * @description At least 0.
             * @example 0.00
             */
            beam_meters?: string | null;
            /**
             * @description At least 0.
             * @example 0.0
             */
            cruising_speed_knots?: string | null;
            /**
             * @description IMO number, with or without the "IMO" prefix; answered as its seven digits.
             * @example IMO 9838345
             */
            imo_number?: string | null;
            /** @example Bahamas */
            flag_state?: string | null;
            has_casino?: boolean;
            has_water_park?: boolean;
            has_spa?: boolean;
            has_kids_club?: boolean;
            has_adults_only_area?: boolean;
            has_fitness_center?: boolean;
            has_theater?: boolean;
            has_rock_climbing?: boolean;
            has_surf_simulator?: boolean;
            has_mini_golf?: boolean;
            /** @example 7 */
            num_pools?: number | null;
            /** @example 40 */
            num_restaurants?: number | null;
            /** @example 20 */
            num_bars?: number | null;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateSpecialEventDto: {
            /** @example Mickey's Not-So-Scary Halloween Party */
            name?: string;
            /** @example mickeys-not-so-scary-halloween-party-2027 */
            slug?: string;
            /** Format: uuid */
            theme_park_id?: string;
            /**
             * Format: date
             * @example 2027-08-10
             */
            start_date?: string;
            /**
             * Format: date
             * @example 2027-10-31
             */
            end_date?: string;
            /**
             * @description At least 0.
             * @example 0.00
             */
            ticket_price?: string | null;
            /** @example USD */
            currency?: string;
            description?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
            /** @description The schedule. On update, a list sent replaces the whole schedule. */
            sessions?: components["schemas"]["SpecialEventSessionInputDto"][];
        };
        UpdateThemeParkDto: {
            /** @example Magic Kingdom Park */
            name?: string;
            /** @example magic-kingdom */
            slug?: string;
            /** @example The Walt Disney Company */
            parent_company?: string | null;
            /** @example Walt Disney World Resort */
            destination?: string | null;
            /**
             * Format: uuid
             * @description Entity id in the upstream live-data source; when set, live data is enabled.
             */
            upstream_entity_id?: string | null;
            /** @example Orlando */
            city?: string | null;
            /** @example Florida */
            state_province?: string | null;
            /** @example United States */
            country?: string | null;
            /**
             * @description Between -90 and 90.
             * @example 25.778135
             */
            latitude?: string | null;
            /**
             * @description Between -180 and 180.
             * @example -80.179100
             */
            longitude?: string | null;
            /**
             * @description IANA zone of the park (America/New_York).
             * @example America/New_York
             */
            timezone?: string | null;
            /** @example 1971 */
            opening_year?: number | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            website_url?: string | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            hero_image_url?: string | null;
            /**
             * Format: uuid
             * @description The main image: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            hero_image_id?: string | null;
            /** @description The gallery, in order: ids of images of the media library. Replaces the whole gallery; [] empties it. An id that is no image is a 400. */
            gallery_image_ids?: string[];
            /**
             * @description At least 0.
             * @example 0.00
             */
            admission_price_from?: string | null;
            /** @example USD */
            currency?: string;
            /** @example 17720000 */
            annual_visitors?: number | null;
            description?: string | null;
            /** @description Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too. */
            is_active?: boolean;
        };
        UpdateUserDto: {
            /**
             * Format: email
             * @example editor@example.com
             */
            email?: string;
            /** @example Ada Editor */
            full_name?: string;
            /** @enum {string} */
            role?: "admin" | "editor";
            /**
             * Format: password
             * @description At least 8 characters; a commonly used password is refused.
             */
            password?: string;
            /** @default true */
            is_active: boolean;
        };
        UpdateVaultEntryDto: {
            /** @example STRIPE_SECRET_KEY */
            key_name?: string;
            /** @example stripe */
            service_name?: string;
            /** @example production */
            environment?: string;
            description?: string | null;
        };
        UpdateVideoDto: {
            /** @example Tron Lightcycle / Run: on-ride */
            title?: string;
            /** @example tron-lightcycle-run-on-ride */
            slug?: string;
            /** @enum {string} */
            provider?: "youtube" | "vimeo" | "wistia" | "self_hosted";
            /**
             * Format: uri
             * @description Set video_url, embed_id or both.
             * @example https://example.com/
             */
            video_url?: string | null;
            /** @example dQw4w9WgXcQ */
            embed_id?: string | null;
            duration_seconds?: number | null;
            /**
             * Format: uri
             * @example https://example.com/
             */
            thumbnail_url?: string | null;
            /**
             * Format: uuid
             * @description The thumbnail: the id of an image of the media library (POST /studio/media/upload); null removes it. An id that is no image is a 400.
             */
            thumbnail_image_id?: string | null;
            description?: string | null;
            /** @description Default false. Publishing without published_at sets it to now. */
            is_published?: boolean;
            /**
             * Format: date-time
             * @description When the video was published.
             */
            published_at?: string | null;
            /** @description Categories to tag it with; on update the list replaces the current tags. */
            category_ids?: string[];
        };
        UpdateWebhookEndpointDto: {
            /**
             * @description http or https, no user name or password. It must not point at a loopback, private, link-local, CGNAT, multicast or metadata address (checked now, after DNS resolution, and again on every delivery).
             * @example https://hooks.example.com/guide-platform
             */
            url?: string;
            /**
             * @description Event patterns: `*` (every event), `<resource>.*`, `*.<operation>` or `<resource>.<operation>`. Resources: attraction, category, cruise_line, dining_location, dry_dock, excursion, guide, itinerary, media, port, resort, sailing, ship, special_event, theme_park, video. Operations: created, updated, deleted, restored.
             * @example [
             *       "ship.*",
             *       "*.deleted"
             *     ]
             */
            events?: string[];
            /** @example Search index updater */
            description?: string;
            /** @description Default true. Inactive endpoints get no new events. */
            is_active?: boolean;
        };
        UploadMediaRequestDto: {
            /**
             * @description Resource group, e.g. ships or theme-parks.
             * @example ships
             */
            content_type: string;
            /**
             * @description Slug of the resource the image belongs to.
             * @example wonder-of-the-seas
             */
            slug: string;
            /**
             * @description File name without extension; the stored image is always .webp.
             * @example hero
             */
            filename: string;
            /**
             * @description What the image shows, for `alt`. A replacement without it keeps the current text (PATCH /studio/media/{id} changes it).
             * @example Icon of the Seas leaving Miami
             */
            alt_text?: string;
            /**
             * Format: binary
             * @description JPEG, PNG, WebP or GIF (judged by content), at most 5 MB.
             */
            file: string;
        };
        UpstreamSearchResponseDto: {
            results: components["schemas"]["UpstreamSearchResultDto"][];
        };
        UpstreamSearchResultDto: {
            /** @example Magic Kingdom Park */
            park_name: string;
            /**
             * @description The destination (resort) name.
             * @example Walt Disney World Resort
             */
            destination: string;
            /**
             * Format: uuid
             * @example 75ea578a-adc8-4116-a54d-dccb60765ef9
             */
            entity_id: string;
        };
        UserResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: email
             * @example editor@example.com
             */
            email: string;
            /** @example Ada Editor */
            full_name: string;
            /** @enum {string} */
            role: "admin" | "editor";
            /** @description Whether the user signs in with a second factor (a confirmed TOTP enrolment); a pending enrolment is false */
            two_factor_enabled: boolean;
            /** @description Whether the user is linked to the single sign-on identity provider */
            sso: boolean;
            is_active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        VaultEntryResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example STRIPE_SECRET_KEY */
            key_name: string;
            /** @example stripe */
            service_name: string;
            /** @example production */
            environment: string;
            /** @example Live key for card payments */
            description: string | null;
            /**
             * @description Starts at 1; every rotation adds 1.
             * @example 1
             */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            rotated_at: string | null;
        };
        VideoResponseDto: {
            /** Format: uuid */
            id: string;
            title: string;
            slug: string;
            /**
             * @description The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).
             * @example de
             */
            locale: string;
            /** @enum {string} */
            provider: "youtube" | "vimeo" | "wistia" | "self_hosted";
            video_url: string | null;
            embed_id: string | null;
            /** @description Player URL derived from provider and embed_id (YouTube, Vimeo). */
            embed_url: string | null;
            duration_seconds: number | null;
            thumbnail_url: string | null;
            /** @description The thumbnail from the media library, ready for `<img srcset>`; null when none is set (`thumbnail_url` may still name an external one). */
            thumbnail_image: components["schemas"]["ImageDto"] | (never | null);
            description: string | null;
            is_published: boolean;
            /** Format: date-time */
            published_at: string | null;
            categories: components["schemas"]["CategorySummaryDto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description An event of a video: `data` is the record as its GET answers it (for `deleted`, as it was just before). */
        VideoWebhookEvent: {
            /** @enum {string} */
            type: "video.created" | "video.updated" | "video.deleted" | "video.restored";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: components["schemas"]["VideoResponseDto"];
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
            /**
             * @description Only on the `updated` event of a translation change (`PUT`/`DELETE /studio/{resource}/{id}/translations/{locale}`): the content locale whose translation changed (`changed_fields` is then `["translations"]`). `data` is the record in the default locale, as always.
             * @example de
             */
            locale?: string;
        };
        WebhookDeliveryResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            /**
             * Format: uuid
             * @description The `webhook-id` header: the same for every attempt and every redelivery of the event.
             */
            event_id: string;
            /** @example ship.updated */
            event_type: string;
            /**
             * @description `event`: a catalogue change; `test`: the test endpoint; `redelivery`: sent again by an admin.
             * @enum {string}
             */
            trigger: "event" | "test" | "redelivery";
            /**
             * @description `pending`: waiting for its (next) attempt; `succeeded`: answered 2xx; `failed`: given up.
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** @description Attempts made so far. */
            attempts: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            last_attempt_at: string | null;
            /** @description HTTP status of the latest answer; null when none came. */
            response_status: number | null;
            /** @description The first 1 KB of the latest answer’s body. */
            response_body: string | null;
            /** @description Duration of the latest attempt. */
            latency_ms: number | null;
            /**
             * @description Why the latest attempt failed; null after a success.
             * @example no answer within 10000 ms
             */
            error: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
        };
        WebhookEndpointResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example https://hooks.example.com/guide-platform */
            url: string;
            /**
             * @example [
             *       "ship.*",
             *       "*.deleted"
             *     ]
             */
            events: string[];
            /** @example Search index updater */
            description: string;
            /** @description False when an admin deactivated it or the dispatcher disabled it. */
            is_active: boolean;
            /**
             * Format: date-time
             * @description When the dispatcher disabled the endpoint (every attempt failed for 24 hours, or it answered 410 Gone); null otherwise.
             */
            disabled_at: string | null;
            /** @example Every delivery failed for 24 hours; the last attempt: HTTP 503 */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description Start of the current run of failed attempts; null while deliveries succeed.
             */
            failing_since: string | null;
            /** Format: date-time */
            secret_rotated_at: string | null;
            /**
             * Format: date-time
             * @description While a rotation overlap runs: when deliveries stop being signed with the previous secret too.
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WebhookEndpointWithSecretResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example https://hooks.example.com/guide-platform */
            url: string;
            /**
             * @example [
             *       "ship.*",
             *       "*.deleted"
             *     ]
             */
            events: string[];
            /** @example Search index updater */
            description: string;
            /** @description False when an admin deactivated it or the dispatcher disabled it. */
            is_active: boolean;
            /**
             * Format: date-time
             * @description When the dispatcher disabled the endpoint (every attempt failed for 24 hours, or it answered 410 Gone); null otherwise.
             */
            disabled_at: string | null;
            /** @example Every delivery failed for 24 hours; the last attempt: HTTP 503 */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description Start of the current run of failed attempts; null while deliveries succeed.
             */
            failing_since: string | null;
            /** Format: date-time */
            secret_rotated_at: string | null;
            /**
             * Format: date-time
             * @description While a rotation overlap runs: when deliveries stop being signed with the previous secret too.
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description The signing secret (Standard Webhooks format, `whsec_` + base64). Shown in this answer only; store it now.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /** @description The JSON body of every webhook delivery (docs/webhooks.md): `type` is `<resource>.<operation>`, and `data` has the schema of that resource’s `<Resource>WebhookEvent`. */
        WebhookEvent: components["schemas"]["AttractionWebhookEvent"] | components["schemas"]["CategoryWebhookEvent"] | components["schemas"]["CruiseLineWebhookEvent"] | components["schemas"]["DiningLocationWebhookEvent"] | components["schemas"]["DryDockWebhookEvent"] | components["schemas"]["ExcursionWebhookEvent"] | components["schemas"]["GuideWebhookEvent"] | components["schemas"]["ItineraryWebhookEvent"] | components["schemas"]["MediaWebhookEvent"] | components["schemas"]["PortWebhookEvent"] | components["schemas"]["ResortWebhookEvent"] | components["schemas"]["SailingWebhookEvent"] | components["schemas"]["ShipWebhookEvent"] | components["schemas"]["SpecialEventWebhookEvent"] | components["schemas"]["ThemeParkWebhookEvent"] | components["schemas"]["VideoWebhookEvent"] | components["schemas"]["WebhookTestEvent"];
        /** @description Sent by `POST /studio/webhooks/{id}/test` to that endpoint only. */
        WebhookTestEvent: {
            /** @enum {string} */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When the change was saved (not when this attempt was sent).
             */
            timestamp: string;
            data: {
                /** Format: uuid */
                endpoint_id: string;
                message: string;
            };
            /** @description The fields the write changed, named as the record’s revisions name them (a reference by its `…_id`, a list of child rows by its name); every field for `created`, none for `deleted`. */
            changed_fields: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description How long browsers (max-age) and shared caches such as a CDN (s-maxage, stale-while-revalidate, stale-if-error) may keep the answer. */
        "Cache-Control": string;
        /** @description The content locale the answer is in (docs/localization.md); each record says which locale its own text came from in `locale`. */
        "Content-Language": string;
        /** @description Validator of the representation; send it back in If-None-Match. */
        ETag: string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description The surrogate keys (CDN cache tags) of the records and lists the answer was read from, space-separated: `<resource>:<id>`, a list key such as `ships`, `catalogue`; a change purges its keys at the CDN (docs/architecture.md#surrogate-keys). Named `Cache-Tag` (comma-separated) when the service is configured for Cloudflare, or as CDN_KEYS_HEADER says; a CDN strips it before the answer reaches a client. */
        "Surrogate-Key": string;
        /** @description The request headers the answer depends on: a shared cache keeps one copy per Origin, X-API-Key and Accept-Language. */
        Vary: string;
        /** @description Requests allowed in the current one-minute window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the current window ends. */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCategories: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryDetailResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listExcursions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listLandExcursions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listShoreExcursions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getExcursion: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listGuides: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of a category the guides are tagged with. Case-insensitive. */
                category?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GuideResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getGuide: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GuideResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    submitLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLeadDto"];
            };
        };
        responses: {
            /** @description Received */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeadReceiptDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    searchContent: {
        parameters: {
            query: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description What to look for, in web-search syntax: words, "quoted phrases", `or`, `-excluded`. */
                q: string;
                /** @description Only these content types, comma-separated: cruise_line, ship, port, itinerary, excursion, theme_park, resort, attraction, special_event, dining_location, guide, video, category. */
                types?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchPageDto"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listAttractions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park. Case-insensitive. */
                theme_park?: string;
                /** @description One or more of mild, moderate, thrill, extreme, comma-separated. */
                thrill_level?: string;
                /** @description Ride type, case-insensitively (e.g. "roller coaster"). */
                ride_type?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttractionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getAttraction: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttractionDetailResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getAttractionLiveStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fetched from the live-data source for this request; never cached. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Always no-store (on errors too); no ETag is sent. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttractionLiveResponseDto"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No active attraction has this slug (NOT_FOUND), or it has no usable upstream id (LIVE_DATA_UNAVAILABLE) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The live-data source is down, timed out, or answered an error or garbage (UPSTREAM_UNAVAILABLE). After repeated failures the circuit breaker answers at once, with Retry-After, until it probes again. */
            502: {
                headers: {
                    /** @description Only while the circuit breaker is open: seconds until it probes again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listCruiseLines: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Related records to embed under `included`, comma-separated: ships, itineraries; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("ships" | "ships.cruise_line" | "ships.sailings" | "ships.itineraries" | "itineraries" | "itineraries.cruise_line" | "itineraries.sailings" | "itineraries.ports")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CruiseLineWithIncludedDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getCruiseLine: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Related records to embed under `included`, comma-separated: ships, itineraries; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("ships" | "ships.cruise_line" | "ships.sailings" | "ships.itineraries" | "itineraries" | "itineraries.cruise_line" | "itineraries.sailings" | "itineraries.ports")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CruiseLineWithIncludedDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listDiningLocations: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park the locations are in (not its resorts). Case-insensitive. */
                theme_park?: string;
                /** @description Slug of the ship the locations are on. Case-insensitive. */
                ship?: string;
                /** @description Slug of the resort the locations are at. Case-insensitive. */
                resort?: string;
                /** @description Venue type, case-insensitively (e.g. "table service"). */
                venue_type?: string;
                /** @description Cuisine type, case-insensitively (e.g. "French"). */
                cuisine_type?: string;
                /** @description 'true' or 'false'; anything else is a 400. */
                reservation_required?: boolean;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiningLocationResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getDiningLocation: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiningLocationResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listSpecialEvents: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park. Case-insensitive. */
                theme_park?: string;
                /** @description Events still running on or after this date (YYYY-MM-DD). */
                date_from?: string;
                /** @description Events starting on or before this date (YYYY-MM-DD). */
                date_to?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpecialEventResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getSpecialEvent: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpecialEventResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listItineraries: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Cruise line slug. Case-insensitive. */
                cruise_line?: string;
                /** @description Ship slug: the itineraries the ship has sailings of. Case-insensitive. */
                ship?: string;
                /** @description Cruise region, e.g. Caribbean (exact match). */
                cruise_region?: string;
                /** @description At least this many nights. */
                nights_min?: number;
                /** @description At most this many nights. */
                nights_max?: number;
                /** @description Related records to embed under `included`, comma-separated: cruise_line, sailings, ports; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("cruise_line" | "cruise_line.ships" | "cruise_line.itineraries" | "sailings" | "ports" | "ports.excursions")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ItineraryWithIncludedDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getItinerary: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Related records to embed under `included`, comma-separated: cruise_line, sailings, ports; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("cruise_line" | "cruise_line.ships" | "cruise_line.itineraries" | "sailings" | "ports" | "ports.excursions")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ItineraryDetailWithIncludedDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listPorts: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Region name, e.g. Caribbean (exact match). */
                region?: string;
                /** @description One or more of homeport, port_of_call, private_island, comma-separated. */
                port_type?: string;
                /** @description Related records to embed under `included`, comma-separated: excursions; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: "excursions"[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PortWithIncludedDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getPort: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Related records to embed under `included`, comma-separated: excursions; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: "excursions"[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PortDetailWithIncludedDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listPortExcursions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listResorts: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park (destination) the resorts belong to. Case-insensitive. */
                theme_park?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResortResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getResort: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResortDetailResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listSailings: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Cruise line slug: the sailings of its ships. Case-insensitive. */
                cruise_line?: string;
                /** @description Ship slug. Case-insensitive. */
                ship?: string;
                /** @description Itinerary slug. Case-insensitive. */
                itinerary?: string;
                /** @description Departing on or after this date (YYYY-MM-DD). */
                date_from?: string;
                /** @description Departing on or before this date (YYYY-MM-DD). */
                date_to?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SailingResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listShips: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Cruise line slug. Case-insensitive. */
                cruise_line?: string;
                /** @description Related records to embed under `included`, comma-separated: cruise_line, sailings, itineraries; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("cruise_line" | "cruise_line.ships" | "cruise_line.itineraries" | "sailings" | "itineraries" | "itineraries.cruise_line" | "itineraries.sailings" | "itineraries.ports")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipWithIncludedDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getShip: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Related records to embed under `included`, comma-separated: cruise_line, sailings, itineraries; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("cruise_line" | "cruise_line.ships" | "cruise_line.itineraries" | "sailings" | "itineraries" | "itineraries.cruise_line" | "itineraries.sailings" | "itineraries.ports")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipDetailWithIncludedDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listThemeParks: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Parent company, by name or slug, case-insensitively (e.g. "Universal Destinations & Experiences" or "universal-destinations-and-experiences"). */
                company?: string;
                /** @description State or province, case-insensitively (e.g. "Florida"). */
                state?: string;
                /** @description Related records to embed under `included`, comma-separated: attractions, dining, events, resorts; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("attractions" | "dining" | "events" | "resorts")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeParkWithIncludedDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getThemePark: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Related records to embed under `included`, comma-separated: attractions, dining, events, resorts; a dot includes a relation of those records (one level). At most 100 records per relation on a detail, 10 per record on a list, in the order of their own list. */
                include?: ("attractions" | "dining" | "events" | "resorts")[];
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeParkDetailWithIncludedDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getThemeParkLiveStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fetched from the live-data source for this request; never cached. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Always no-store (on errors too); no ETag is sent. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParkLiveResponseDto"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No active theme park has this slug (NOT_FOUND), or it has no usable upstream id (LIVE_DATA_UNAVAILABLE) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The live-data source is down, timed out, or answered an error or garbage (UPSTREAM_UNAVAILABLE). After repeated failures the circuit breaker answers at once, with Retry-After, until it probes again. */
            502: {
                headers: {
                    /** @description Only while the circuit breaker is open: seconds until it probes again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getThemeParkSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fetched from the live-data source for this request; never cached. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description Always no-store (on errors too); no ETag is sent. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParkScheduleResponseDto"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No active theme park has this slug (NOT_FOUND), or it has no usable upstream id (LIVE_DATA_UNAVAILABLE) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The live-data source is down, timed out, or answered an error or garbage (UPSTREAM_UNAVAILABLE). After repeated failures the circuit breaker answers at once, with Retry-After, until it probes again. */
            502: {
                headers: {
                    /** @description Only while the circuit breaker is open: seconds until it probes again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listVideos: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of a category the videos are tagged with. Case-insensitive. */
                category?: string;
                /** @description One or more of youtube, vimeo, wistia, self_hosted, comma-separated. */
                provider?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getVideo: {
        parameters: {
            query?: {
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: {
                /** @description The ETag of a copy you hold: 304 without a body while it is still current. */
                "If-None-Match"?: string;
                /** @description Preferred languages with quality values (`de-CH, de;q=0.9, en;q=0.5`); the best supported one is served, else the default locale. Ignored when `locale` is given. */
                "Accept-Language"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "Surrogate-Key": components["headers"]["Surrogate-Key"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoResponseDto"];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, revoked or regenerated-away API key (INVALID_API_KEY) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A browser key's allowlist does not include the request's Origin or Referer, or a server key was sent with an Origin (ORIGIN_NOT_ALLOWED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getAnalyticsByClient: {
        parameters: {
            query?: {
                /** @description Window in UTC days, today included */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ClientRequestsDto"][];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getAnalyticsOverview: {
        parameters: {
            query?: {
                /** @description Window in UTC days, today included */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OverviewDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getAnalyticsRequestsOverTime: {
        parameters: {
            query?: {
                /** @description Window in UTC days, today included */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestsOnDayDto"][];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getAnalyticsStatusCodes: {
        parameters: {
            query?: {
                /** @description Window in UTC days, today included */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StatusCodeCountDto"][];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getAnalyticsTopEndpoints: {
        parameters: {
            query?: {
                /** @description Window in UTC days, today included */
                days?: 7 | 30 | 90;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopEndpointDto"][];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listApiClients: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only active ('true') or revoked ('false') clients. */
                is_active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiClientResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createApiClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiClientDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiClientWithKeyResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getApiClient: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiClientResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteApiClient: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateApiClient: {
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
                "application/json": components["schemas"]["UpdateApiClientDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiClientResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    regenerateApiClientKey: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiClientWithKeyResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    revokeApiClientKey: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiClientResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioAttractions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park. Case-insensitive. */
                theme_park?: string;
                /** @description One or more of mild, moderate, thrill, extreme, comma-separated. */
                thrill_level?: string;
                /** @description Ride type, case-insensitively (e.g. "roller coaster"). */
                ride_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttractionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createAttraction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAttractionDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttractionDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioAttraction: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttractionDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteAttraction: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateAttraction: {
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
                "application/json": components["schemas"]["UpdateAttractionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttractionDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TwoFactorStatusDto"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpOrRecoveryCodeDto"];
            };
        };
        responses: {
            /** @description Two-factor authentication is off */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TwoFactorEnrolmentDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    confirmTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecoveryCodesDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    regenerateTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecoveryCodesDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Password changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginDto"];
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description The token pair, or the challenge of a two-factor login */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponseDto"] | components["schemas"]["TwoFactorChallengeResponseDto"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A single sign-on user while OIDC_PASSWORD_LOGIN=false (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    loginWithTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorLoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponseDto"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserResponseDto"];
                    };
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    completeOidcLogin: {
        parameters: {
            query: {
                error?: string;
                code?: string;
                state: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in (no OIDC_SUCCESS_REDIRECT_URL) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponseDto"];
                };
            };
            /** @description Signed in: to OIDC_SUCCESS_REDIRECT_URL with the token pair in the fragment */
            302: {
                headers: {
                    /** @description OIDC_SUCCESS_REDIRECT_URL#access_token=… */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unknown, expired or used state; the provider refused; or its answer failed validation (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No studio role for the groups, unknown user when users are not created, or deactivated user (FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Single sign-on is not configured (OIDC_ISSUER_URL unset) (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The identity provider is unreachable or answered an error (UPSTREAM_UNAVAILABLE) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    loginWithOidc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider (Location) */
            302: {
                headers: {
                    /** @description The provider's authorization URL */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Single sign-on is not configured (OIDC_ISSUER_URL unset) (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Rate limit exceeded (RATE_LIMITED); see Retry-After */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Upstream or media storage unavailable (UPSTREAM_UNAVAILABLE, STORAGE_UNAVAILABLE) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponseDto"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A single sign-on session while the identity provider is unreachable or answers an error (UPSTREAM_UNAVAILABLE); the refresh token stays valid */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    revokeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevokedSessionsDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    revokeSession: {
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
            /** @description Session ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioCategories: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCategoryDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioCategory: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteCategory: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateCategory: {
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
                "application/json": components["schemas"]["UpdateCategoryDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioCruiseLines: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (`de-CH` falls back to `de`); overrides Accept-Language. 400 when not supported. */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CruiseLineResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createCruiseLine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCruiseLineDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CruiseLineResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioCruiseLine: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CruiseLineResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteCruiseLine: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateCruiseLine: {
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
                "application/json": components["schemas"]["UpdateCruiseLineDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CruiseLineResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioDiningLocations: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park the locations are in (not its resorts). Case-insensitive. */
                theme_park?: string;
                /** @description Slug of the ship the locations are on. Case-insensitive. */
                ship?: string;
                /** @description Slug of the resort the locations are at. Case-insensitive. */
                resort?: string;
                /** @description Venue type, case-insensitively (e.g. "table service"). */
                venue_type?: string;
                /** @description Cuisine type, case-insensitively (e.g. "French"). */
                cuisine_type?: string;
                /** @description 'true' or 'false'; anything else is a 400. */
                reservation_required?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiningLocationResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createDiningLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDiningLocationDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiningLocationResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioDiningLocation: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiningLocationResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteDiningLocation: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateDiningLocation: {
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
                "application/json": components["schemas"]["UpdateDiningLocationDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiningLocationResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioSpecialEvents: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park. Case-insensitive. */
                theme_park?: string;
                /** @description Events still running on or after this date (YYYY-MM-DD). */
                date_from?: string;
                /** @description Events starting on or before this date (YYYY-MM-DD). */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpecialEventResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createSpecialEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSpecialEventDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpecialEventResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioSpecialEvent: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpecialEventResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteSpecialEvent: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateSpecialEvent: {
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
                "application/json": components["schemas"]["UpdateSpecialEventDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpecialEventResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioExcursions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description One or more of shore, land, comma-separated. */
                excursion_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createExcursion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExcursionDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioExcursion: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteExcursion: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateExcursion: {
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
                "application/json": components["schemas"]["UpdateExcursionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExcursionResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioGuides: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of a category the guides are tagged with. Case-insensitive. */
                category?: string;
                /** @description One or more of draft, published, comma-separated. */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GuideResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createGuide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGuideDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GuideResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioGuide: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GuideResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteGuide: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateGuide: {
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
                "application/json": components["schemas"]["UpdateGuideDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GuideResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioItineraries: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Cruise line slug. Case-insensitive. */
                cruise_line?: string;
                /** @description Ship slug: the itineraries the ship has sailings of. Case-insensitive. */
                ship?: string;
                /** @description Cruise region, e.g. Caribbean (exact match). */
                cruise_region?: string;
                /** @description At least this many nights. */
                nights_min?: number;
                /** @description At most this many nights. */
                nights_max?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ItineraryResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createItinerary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateItineraryDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ItineraryDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioItinerary: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ItineraryDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteItinerary: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateItinerary: {
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
                "application/json": components["schemas"]["UpdateItineraryDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ItineraryDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Leads created on or after this day (UTC) */
                date_from?: string;
                /** @description Leads created on or before this day (UTC) */
                date_to?: string;
                /** @description Leads with this trip interest (case-insensitive, whole value) */
                interest?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LeadResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listRequestLogEntries: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only requests made with this API client */
                client_id?: string;
                /** @description Only this status code */
                status?: number;
                /** @description Only paths starting with this text */
                path?: string;
                /** @description Requests on or after this day (UTC) */
                date_from?: string;
                /** @description Requests on or before this day (UTC) */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiUsageEntryDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listAuditLogEntries: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only writes by this user. */
                user_id?: string;
                entity_type?: string;
                /** @description create, update, delete, or a named action such as change_password or revoke. */
                action?: string;
                /** @description Only entries from this day on (UTC, inclusive). */
                date_from?: string;
                /** @description Only entries up to the end of this day (UTC, inclusive). */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntryResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: too many studio reports are running on this instance, or this one ran past STUDIO_HEAVY_READS_TIMEOUT_MS and was stopped; or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listMedia: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only images of this content type. */
                content_type?: string;
                /** @description Only images of this slug. */
                slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaAssetResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadMediaRequestDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaAssetResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description A replacement whose image's focal point the studio changed while it was processed: upload it again */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Upstream or media storage unavailable (UPSTREAM_UNAVAILABLE, STORAGE_UNAVAILABLE) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Busy: the upload waited longer than MEDIA_QUEUE_TIMEOUT_MS for a processing slot, or the database is unreachable (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getMedia: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaAssetDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteMedia: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Upstream or media storage unavailable (UPSTREAM_UNAVAILABLE, STORAGE_UNAVAILABLE) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateMedia: {
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
                "application/json": components["schemas"]["UpdateMediaDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaAssetDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Upstream or media storage unavailable (UPSTREAM_UNAVAILABLE, STORAGE_UNAVAILABLE) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioPorts: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Region name, e.g. Caribbean (exact match). */
                region?: string;
                /** @description One or more of homeport, port_of_call, private_island, comma-separated. */
                port_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PortResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createPort: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePortDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PortDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioPort: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PortDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deletePort: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updatePort: {
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
                "application/json": components["schemas"]["UpdatePortDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PortDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioResorts: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of the park (destination) the resorts belong to. Case-insensitive. */
                theme_park?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResortResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createResort: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateResortDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResortDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioResort: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResortDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteResort: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateResort: {
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
                "application/json": components["schemas"]["UpdateResortDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ResortDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioSailings: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Cruise line slug: the sailings of its ships. Case-insensitive. */
                cruise_line?: string;
                /** @description Ship slug. Case-insensitive. */
                ship?: string;
                /** @description Itinerary slug. Case-insensitive. */
                itinerary?: string;
                /** @description Departing on or after this date (YYYY-MM-DD). */
                date_from?: string;
                /** @description Departing on or before this date (YYYY-MM-DD). */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SailingResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createSailing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSailingDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SailingResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioSailing: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SailingResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteSailing: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateSailing: {
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
                "application/json": components["schemas"]["UpdateSailingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SailingResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioShips: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Cruise line slug. Case-insensitive. */
                cruise_line?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createShip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateShipDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioShip: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteShip: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateShip: {
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
                "application/json": components["schemas"]["UpdateShipDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShipDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    addShipDryDock: {
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
                "application/json": components["schemas"]["CreateDryDockDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DryDockResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    removeShipDryDock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                dry_dock_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioThemeParks: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Parent company, by name or slug, case-insensitively (e.g. "Universal Destinations & Experiences" or "universal-destinations-and-experiences"). */
                company?: string;
                /** @description State or province, case-insensitively (e.g. "Florida"). */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeParkResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createThemePark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateThemeParkDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeParkDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioThemePark: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeParkDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteThemePark: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateThemePark: {
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
                "application/json": components["schemas"]["UpdateThemeParkDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThemeParkDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listTranslationStatus: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only records of these resources. One or more of attractions, categories, cruise-lines, dining, events, excursions, guides, itineraries, ports, resorts, ships, theme-parks, videos, comma-separated. */
                resource?: string;
                /** @description Only records whose translation in this content locale (not the default) is not complete: `partial` or `missing`. */
                missing?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TranslationStatusDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listKnownUpstreamParks: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KnownParkResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    searchUpstreamParks: {
        parameters: {
            query: {
                /** @description Part of a park or destination name, matched case-insensitively (1-100 characters). */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpstreamSearchResponseDto"];
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The live-data source is down, timed out, or answered an error or garbage (UPSTREAM_UNAVAILABLE). After repeated failures the circuit breaker answers at once, with Retry-After, until it probes again. */
            502: {
                headers: {
                    /** @description Only while the circuit breaker is open: seconds until it probes again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                role?: "admin" | "editor";
                /** @description Only active ('true') or inactive ('false') users. */
                is_active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getUser: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteUser: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateUser: {
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
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteUserTwoFactor: {
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
            /** @description Reset */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listVaultEntries: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only entries of this service (exact match). */
                service_name?: string;
                /** @description Only entries of this environment (exact match). */
                environment?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VaultEntryResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createVaultEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVaultEntryDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VaultEntryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getVaultEntry: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VaultEntryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteVaultEntry: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateVaultEntry: {
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
                "application/json": components["schemas"]["UpdateVaultEntryDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VaultEntryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    rotateVaultSecret: {
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
                "application/json": components["schemas"]["RotateVaultEntryDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VaultEntryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listStudioVideos: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one. */
                locale?: string;
                /** @description Slug of a category the videos are tagged with. Case-insensitive. */
                category?: string;
                /** @description One or more of youtube, vimeo, wistia, self_hosted, comma-separated. */
                provider?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    "Content-Language": components["headers"]["Content-Language"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVideoDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getStudioVideo: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteVideo: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateVideo: {
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
                "application/json": components["schemas"]["UpdateVideoDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VideoResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only active ('true') or inactive ('false') endpoints. */
                is_active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecretResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getWebhook: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteWebhook: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateWebhook: {
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
                "application/json": components["schemas"]["UpdateWebhookEndpointDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
                /** @description Only deliveries in this state. One or more of pending, succeeded, failed, comma-separated. */
                status?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    rotateWebhookSecret: {
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
                "application/json": components["schemas"]["RotateWebhookSecretDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecretResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    testWebhook: {
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
            /** @description Queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listRevisions: {
        parameters: {
            query?: {
                /** @description Number of records to skip. */
                skip?: number;
                /** @description Page size (1-100). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The studio path of the catalogue resource, e.g. `ships`. */
                resource: "attractions" | "categories" | "cruise-lines" | "dining" | "events" | "excursions" | "guides" | "itineraries" | "ports" | "resorts" | "sailings" | "ships" | "theme-parks" | "videos";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevisionResponseDto"][];
                        /** @example 42 */
                        total: number;
                        /** @example 0 */
                        skip: number;
                        /** @example 20 */
                        limit: number;
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The studio path of the catalogue resource, e.g. `ships`. */
                resource: "attractions" | "categories" | "cruise-lines" | "dining" | "events" | "excursions" | "guides" | "itineraries" | "ports" | "resorts" | "sailings" | "ships" | "theme-parks" | "videos";
                id: string;
                /** @description The revision's `id`, or its `number` among the record's revisions. */
                revision: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevisionDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    restoreRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The studio path of the catalogue resource, e.g. `ships`. */
                resource: "attractions" | "categories" | "cruise-lines" | "dining" | "events" | "excursions" | "guides" | "itineraries" | "ports" | "resorts" | "sailings" | "ships" | "theme-parks" | "videos";
                id: string;
                /** @description The revision's `id`, or its `number` among the record's revisions. */
                revision: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored: the new revision */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevisionDetailResponseDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Conflicts with existing records (CONFLICT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    listRecordTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The studio path of a resource with translatable fields, e.g. `attractions`. */
                resource: "attractions" | "categories" | "cruise-lines" | "dining" | "events" | "excursions" | "guides" | "itineraries" | "ports" | "resorts" | "ships" | "theme-parks" | "videos";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecordTranslationsDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    getRecordTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The studio path of a resource with translatable fields, e.g. `attractions`. */
                resource: "attractions" | "categories" | "cruise-lines" | "dining" | "events" | "excursions" | "guides" | "itineraries" | "ports" | "resorts" | "ships" | "theme-parks" | "videos";
                id: string;
                /** @description A content locale other than the default (CONTENT_LOCALES), in any case. The default locale is the record’s own text: change it with PATCH on the record. */
                locale: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecordTranslationDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    updateRecordTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The studio path of a resource with translatable fields, e.g. `attractions`. */
                resource: "attractions" | "categories" | "cruise-lines" | "dining" | "events" | "excursions" | "guides" | "itineraries" | "ports" | "resorts" | "ships" | "theme-parks" | "videos";
                id: string;
                /** @description A content locale other than the default (CONTENT_LOCALES), in any case. The default locale is the record’s own text: change it with PATCH on the record. */
                locale: string;
            };
            cookie?: never;
        };
        /** @description Translatable fields of the resource and their text; null (or leaving a field out) leaves it untranslated. At least one text. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string | null;
                };
            };
        };
        responses: {
            /** @description The translation as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RecordTranslationDto"];
                    };
                };
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Body too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unsupported media type (UNSUPPORTED_MEDIA_TYPE) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    deleteRecordTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The studio path of a resource with translatable fields, e.g. `attractions`. */
                resource: "attractions" | "categories" | "cruise-lines" | "dining" | "events" | "excursions" | "guides" | "itineraries" | "ports" | "resorts" | "ships" | "theme-parks" | "videos";
                id: string;
                /** @description A content locale other than the default (CONTENT_LOCALES), in any case. The default locale is the record’s own text: change it with PATCH on the record. */
                locale: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (VALIDATION_FAILED, MALFORMED_JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Missing, invalid, expired or revoked credentials (UNAUTHORIZED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The role does not allow this action (FORBIDDEN), or the caller must enrol in two-factor authentication first (TWO_FACTOR_ENROLMENT_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Not found (NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected failure (INTERNAL_ERROR); report it with the X-Request-Id of the answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Database unreachable, or the request rolled back by concurrent writes (SERVICE_UNAVAILABLE); see Retry-After */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
}

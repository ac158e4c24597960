// Generated from the server's OpenAPI document by server/scripts/api-types.ts: do not edit.
// Regenerate with `pnpm --filter @fpl-assistant/server gen:api-types`; a test fails while this file is stale.
export interface paths {
    "/api/ai/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recommendations for a reviewed squad; counts one analysis on success */
        post: operations["analyzeSquad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/extract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a squad from a screenshot (quota checked, not counted; own per-minute and daily caps)
         * @description Needs an analysis left this month (not spent). Reads per account: free 4 a minute and 20 a day, starter 6 and 50, pro and season_pass 10 and 200; a failed read gives its daily slot back.
         */
        post: operations["extractSquad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/replan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An analysis run in the last day planned again with the manager's rules; never charged
         * @description The analysis is named by the Idempotency-Key it was run with and its body, sent again as `analysis`; the manager is editing one paid analysis, so a re-plan counts none and needs none left. 404 when no such analysis was run (or it is over a day old); 422 CONSTRAINT_ERROR naming a rule that cannot be kept.
         */
        post: operations["replanAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a Polar checkout for a paid tier; answers the URL to redirect to */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chip-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's stored chip status for a season */
        get: operations["getChipStatus"];
        /** Record which of the caller's chips are used (all rows in one transaction) */
        put: operations["setChipStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fpl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The official FPL API through a cache (or recorded files with FPL_DATA_DIR)
         * @description Allowed endpoints: /bootstrap-static/, /fixtures/, /fixtures/?event={gameweek}, /fixtures/?future=1, /event/{gameweek}/live/, /element-summary/{elementId}/, /entry/{teamId}/, /entry/{teamId}/history/, /entry/{teamId}/transfers/, /entry/{teamId}/event/{gameweek}/picks/. X-Cache tells HIT, MISS, STALE (upstream failed, older copy served) or FILE. Game data is cached 6 hours; a manager's /entry/… data briefly (FPL_ENTRY_CACHE_TTL_SECONDS), and those look-ups are rate-limited per IP and per signed-in user. Calls that reach the official API (cache misses) are limited per IP and minute (429 with Retry-After); FPL's 404 is remembered for a while, so repeating a missing id costs no upstream call. An unknown team answers 404 fpl_team_not_found.
         */
        get: operations["getFplData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fpl/team/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A manager’s team by FPL team ID, ready for review (ExtractedTeamData)
         * @description The squad at the next deadline from FPL's public entry data: players, captain, vice and bench order of the latest gameweek (the one before a Free Hit), bank and team value, free transfers from the history, chips used with their gameweeks, and selling prices from what was paid. Fields the data cannot settle are listed in `lowConfidenceFields` (squad level: freeTransfers; per player: price). Transfers made since the last deadline are not public and not included. Rate-limited like /fpl's /entry/… endpoints.
         */
        get: operations["getFplTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four plans and the Crunch Hour add-on */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile: tier, quota and settings */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the caller's profile settings */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved suggestions, newest first
         * @description What the dashboard and history cards show, with transfersCount (view=summary, the only view). A whole suggestion (extractedData and recommendations) is read with GET /suggestions/{id}.
         */
        get: operations["listSuggestions"];
        put?: never;
        /** Save a suggestion */
        post: operations["saveSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's saved suggestions */
        get: operations["getSuggestion"];
        put?: never;
        post?: never;
        /** Delete one of the caller's saved suggestions */
        delete: operations["deleteSuggestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/{id}/replan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan a saved suggestion again with the manager's rules (not charged: the analysis was)
         * @description The suggestion's squad and gameweek planned again with `constraints` (locks, bans, booked transfers, chips, captains, hits, transfers a week); its recommendations, with the rules and their cost in `recommendations.constraints`, replace the saved ones. A suggestion is charged once, when it is analysed: re-plans count no analysis and need none left this month.
         */
        post: operations["replanSuggestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a screenshot (multipart field `file`); the type is read from the bytes */
        post: operations["uploadScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An upload's record with a fresh signed URL (owner only) */
        get: operations["getUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The screenshot bytes: to its owner (bearer) or through an unexpired signed URL */
        get: operations["getUploadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Analyses used this month (a due monthly reset is applied and saved) */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/polar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Polar order and subscription events (Standard Webhooks signature); idempotent */
        post: operations["receivePolarWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revokes this session (scope=local, default), all (global) or all others (others) */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link to {APP_URL}/reset-password; same answer for unknown emails */
        post: operations["recoverPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (confirmed at once) and sign in */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password, or exchange a refresh token (rotating)
         * @description A refresh takes the body's refresh_token, or else the fpl_refresh cookie (then the new one is set as the cookie too).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUser"];
        /** Change email, password or user metadata */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mailed link confirming a new email address: changes it, ends every session, opens sign-in */
        get: operations["confirmEmailChange"];
        put?: never;
        /** Exchange a recovery token from the mailed link for a session */
        post: operations["verifyRecovery"];
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
        /** Liveness and a database round trip */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AiResponse: {
            /** @description CONSTRAINT_ERROR: the kind of the manager's rule that cannot be kept (lock, ban, book, chip, no-chip, captain, hits, max-transfers) */
            constraint?: string;
            cost?: number;
            data?: components["schemas"]["ExtractedTeamData"];
            error?: {
                code: string;
                message: string;
            };
            modelUsed?: string;
            partial?: components["schemas"]["PartialTeamData"];
            /** @description INVALID_SQUAD: every FPL squad rule the squad breaks, one sentence each */
            problems?: string[];
            processingTime?: number;
            recommendations?: {
                [key: string]: unknown;
            };
            success: boolean;
            tokensUsed?: number;
        };
        AnalyzeRequest: {
            constraints?: components["schemas"]["ManagerConstraints"] & unknown;
            extractedData: components["schemas"]["ExtractedTeamData"];
            gameweek: number;
            userTier?: string;
        };
        AuthUser: {
            app_metadata: {
                provider: string;
                providers: string[];
            };
            aud: string;
            confirmed_at: string | null;
            created_at: string;
            email: string;
            email_confirmed_at: string | null;
            id: string;
            identities: unknown[];
            is_anonymous: boolean;
            last_sign_in_at: string | null;
            new_email?: string;
            phone: string;
            role: string;
            updated_at: string;
            user_metadata: {
                [key: string]: unknown;
            };
        };
        Checkout: {
            url: string;
        };
        CheckoutRequest: {
            tier: components["schemas"]["Tier"];
        };
        ChipStatus: {
            bench_boost?: {
                gameweek?: number | null;
                used: boolean;
            };
            bench_boost_2?: {
                gameweek?: number | null;
                used: boolean;
            };
            free_hit?: {
                gameweek?: number | null;
                used: boolean;
            };
            free_hit_2?: {
                gameweek?: number | null;
                used: boolean;
            };
            triple_captain?: {
                gameweek?: number | null;
                used: boolean;
            };
            triple_captain_2?: {
                gameweek?: number | null;
                used: boolean;
            };
            wildcard_1?: {
                gameweek?: number | null;
                used: boolean;
            };
            wildcard_2?: {
                gameweek?: number | null;
                used: boolean;
            };
        };
        ChipStatusRecord: {
            chip_type: string;
            is_used: boolean;
            season: string;
            used_in_gameweek: number | null;
            user_id: string;
        };
        ChipStatusUpdate: {
            chips: {
                /** @enum {string} */
                chip_type: "wildcard_1" | "free_hit" | "bench_boost" | "triple_captain" | "wildcard_2" | "free_hit_2" | "bench_boost_2" | "triple_captain_2";
                is_used: boolean;
                used_in_gameweek?: number | null;
            }[];
            season?: string;
        };
        ConstraintReport: {
            constraints: components["schemas"]["ManagerConstraints"];
            cost: number;
            costs: {
                /** @enum {string} */
                constraint: "lock" | "ban" | "book" | "chip" | "no-chip" | "captain" | "hits" | "max-transfers";
                cost: number | null;
            }[];
            freePoints: number;
            points: number;
        };
        Error: {
            error: {
                code: string;
                message: string;
            };
        };
        ExtractedTeamData: {
            bank?: number;
            budget: number;
            chipStatus?: components["schemas"]["ChipStatus"];
            formation: string;
            freeTransfers: number;
            gameweek: number;
            lowConfidenceFields?: ("gameweek" | "freeTransfers" | "bank")[];
            players: components["schemas"]["Player"][];
            teamValue?: number;
            unresolved?: components["schemas"]["UnresolvedPlate"][];
        };
        ExtractRequest: {
            gameweek: number;
            imageBase64: string;
        };
        ManagerConstraints: {
            allowHits?: boolean;
            banned?: number[];
            bannedIn?: {
                gameweek: number;
                player: number;
            }[];
            booked?: {
                gameweek: number;
                in?: number;
                out?: number;
            }[];
            captains?: {
                gameweek: number;
                player: number;
            }[];
            chips?: {
                /** @enum {string} */
                family: "wildcard" | "free_hit" | "bench_boost" | "triple_captain";
                gameweek: number;
            }[];
            forbiddenChips?: ("wildcard" | "free_hit" | "bench_boost" | "triple_captain")[];
            locked?: number[];
            lockedThrough?: {
                gameweek: number;
                player: number;
            }[];
            maxTransfersPerGameweek?: number;
        };
        NewSuggestion: {
            extractedData: {
                bank?: number;
                budget: number;
                chipStatus?: {
                    bench_boost?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    bench_boost_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    free_hit?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    free_hit_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    triple_captain?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    triple_captain_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    wildcard_1?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    wildcard_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                };
                formation: string;
                freeTransfers: number;
                gameweek: number;
                lowConfidenceFields?: ("gameweek" | "freeTransfers" | "bank")[];
                players: {
                    benchOrder?: number;
                    confidence?: number;
                    fixture?: string;
                    form?: number;
                    id: number;
                    isCaptain: boolean;
                    isStarter: boolean;
                    isViceCaptain: boolean;
                    lowConfidenceFields?: string[];
                    name: string;
                    /** @enum {string} */
                    position: "GKP" | "DEF" | "MID" | "FWD";
                    price: number;
                    team: string;
                    teamId?: number;
                }[];
                teamValue?: number;
                unresolved?: {
                    benchOrder?: number;
                    candidateIds?: number[];
                    fixture?: string;
                    isCaptain?: boolean;
                    isStarter: boolean;
                    isViceCaptain?: boolean;
                    /** @enum {string} */
                    position?: "GKP" | "DEF" | "MID" | "FWD";
                    price?: number;
                    read: string;
                }[];
            };
            gameweek: number;
            recommendations: components["schemas"]["Recommendations"];
            /** @default [] */
            researchSources: string[];
            screenshotUrl?: string | null;
            userNotes?: string | null;
        };
        PartialTeamData: {
            bank?: number;
            budget: number;
            chipStatus?: components["schemas"]["ChipStatus"];
            formation: string;
            freeTransfers: number;
            gameweek: number;
            lowConfidenceFields?: ("gameweek" | "freeTransfers" | "bank")[];
            players: components["schemas"]["Player"][];
            teamValue?: number;
            unresolved?: components["schemas"]["UnresolvedPlate"][];
        };
        Plan: {
            advancedMetrics: boolean;
            /** @description 999999 means unlimited */
            analyses: number;
            compareGameweeks: boolean;
            crunchHourAccess: boolean;
            emailNotifications: boolean;
            features: string[];
            geminiPro: boolean;
            historyDays: number | null;
            name: string;
            price: number;
            priceLabel: string;
            priorityQueue: boolean;
            saveHistory: boolean;
            smsAlerts: boolean;
            tier: components["schemas"]["Tier"];
        };
        Player: {
            benchOrder?: number;
            confidence?: number;
            fixture?: string;
            form?: number;
            id: number;
            isCaptain: boolean;
            isStarter: boolean;
            isViceCaptain: boolean;
            lowConfidenceFields?: string[];
            name: string;
            /** @enum {string} */
            position: "GKP" | "DEF" | "MID" | "FWD";
            price: number;
            team: string;
            teamId?: number;
        };
        ProfilePatch: {
            fplTeamId?: number | null;
            name?: string | null;
        };
        Recommendations: {
            analysis?: string;
            bench: string[];
            budgetImpact: {
                affordable: boolean;
                afterTransfers: number;
                starting: number;
            };
            captain: {
                expectedPoints: number;
                fixture: string;
                player: string;
                playerId?: number;
                reason: string;
            };
            chipStrategy?: {
                chipsRemaining: number;
                currentRecommendation: {
                    /** @enum {string} */
                    chip: "wildcard_1" | "free_hit" | "bench_boost" | "triple_captain" | "wildcard_2" | "free_hit_2" | "bench_boost_2" | "triple_captain_2";
                    confidence: number;
                    expectedGain: number;
                    /** @enum {string} */
                    priority: "immediate" | "upcoming" | "future";
                    reasoning: string;
                    timing: number;
                } | null;
                fixtureCalendar: {
                    gameweek: number;
                    /** @enum {string} */
                    type: "normal" | "dgw" | "bgw";
                }[];
                optimalSequence: {
                    /** @enum {string} */
                    chip: "wildcard_1" | "free_hit" | "bench_boost" | "triple_captain" | "wildcard_2" | "free_hit_2" | "bench_boost_2" | "triple_captain_2";
                    confidence: number;
                    expectedGain: number;
                    /** @enum {string} */
                    priority: "immediate" | "upcoming" | "future";
                    reasoning: string;
                    timing: number;
                }[];
                upcomingBGWs: {
                    alternativeStrategy: {
                        description: string;
                        expectedPoints: number;
                        hitsRequired: number;
                        transfersRequired: number;
                    } | null;
                    expectedPointLoss: number;
                    freeHitExpectedGain: number;
                    freeHitRecommended: boolean;
                    gameweek: number;
                    teamsAffected: string[];
                    userPlayersAffected: string[];
                }[];
                upcomingDGWs: {
                    benchBoostScore: number;
                    gameweek: number;
                    teams: {
                        fixtures: {
                            difficulty: number;
                            opponent: string;
                            /** @enum {string} */
                            venue: "H" | "A";
                        }[];
                        teamId: number;
                        teamName: string;
                    }[];
                    topAssets: {
                        DEF: {
                            expectedPoints: number;
                            fixtures: {
                                difficulty: number;
                                opponent: string;
                                /** @enum {string} */
                                venue: "H" | "A";
                            }[];
                            name: string;
                            /** @enum {string} */
                            position: "GKP" | "DEF" | "MID" | "FWD";
                            price: number;
                            /** @enum {string} */
                            rotationRisk: "low" | "medium" | "high";
                            team: string;
                        }[];
                        FWD: {
                            expectedPoints: number;
                            fixtures: {
                                difficulty: number;
                                opponent: string;
                                /** @enum {string} */
                                venue: "H" | "A";
                            }[];
                            name: string;
                            /** @enum {string} */
                            position: "GKP" | "DEF" | "MID" | "FWD";
                            price: number;
                            /** @enum {string} */
                            rotationRisk: "low" | "medium" | "high";
                            team: string;
                        }[];
                        GKP: {
                            expectedPoints: number;
                            fixtures: {
                                difficulty: number;
                                opponent: string;
                                /** @enum {string} */
                                venue: "H" | "A";
                            }[];
                            name: string;
                            /** @enum {string} */
                            position: "GKP" | "DEF" | "MID" | "FWD";
                            price: number;
                            /** @enum {string} */
                            rotationRisk: "low" | "medium" | "high";
                            team: string;
                        }[];
                        MID: {
                            expectedPoints: number;
                            fixtures: {
                                difficulty: number;
                                opponent: string;
                                /** @enum {string} */
                                venue: "H" | "A";
                            }[];
                            name: string;
                            /** @enum {string} */
                            position: "GKP" | "DEF" | "MID" | "FWD";
                            price: number;
                            /** @enum {string} */
                            rotationRisk: "low" | "medium" | "high";
                            team: string;
                        }[];
                    };
                    tripleCaptainRecommendation: {
                        expectedPoints: number;
                        player: string;
                        reasoning: string;
                    } | null;
                }[];
            };
            constraints?: components["schemas"]["ConstraintReport"];
            researchSources?: string[];
            startingXI: string[];
            transferChip?: {
                /** @enum {string} */
                chip: "wildcard_1" | "free_hit" | "bench_boost" | "triple_captain" | "wildcard_2" | "free_hit_2" | "bench_boost_2" | "triple_captain_2";
                heading: string;
            };
            transfers: {
                cost: number;
                playerIn: string;
                playerInId?: number;
                playerInTeam: string;
                playerOut: string;
                playerOutId?: number;
                playerOutTeam: string;
                /** @enum {string} */
                priority: "High" | "Medium" | "Low";
                reason: string;
                stats?: {
                    fixtures: string[];
                    form: number | string;
                    xA: number;
                    xG: number;
                };
            }[];
            viceCaptain: {
                expectedPoints: number;
                fixture: string;
                player: string;
                playerId?: number;
                reason: string;
            };
        };
        RecoverRequest: {
            email: string;
            gotrue_meta_security?: {
                captcha_token?: string;
            };
        };
        ReplanAnalysisRequest: {
            analysis: components["schemas"]["AnalyzeRequest"] & unknown;
            constraints: components["schemas"]["ManagerConstraints"];
        };
        ReplanRequest: {
            constraints: components["schemas"]["ManagerConstraints"] & unknown;
        };
        ScreenshotUpload: {
            created_at: string;
            file_path: string;
            file_size: number;
            file_type: string;
            height: number | null;
            id: string;
            processing_status: "pending" | string;
            /** @description Expiring signed URL of the file */
            url: string;
            user_id: string;
            width: number | null;
        };
        Session: {
            access_token: string;
            expires_at: number;
            expires_in: number;
            refresh_token: string;
            /** @enum {string} */
            token_type: "bearer";
            user: components["schemas"]["AuthUser"];
        };
        SignupRequest: {
            data?: {
                name?: string | null;
            } & {
                [key: string]: string | number | boolean | null;
            };
            email: string;
            gotrue_meta_security?: {
                captcha_token?: string;
            };
            password: string;
        };
        Suggestion: {
            createdAt: string;
            extractedData: {
                bank?: number;
                budget: number;
                chipStatus?: {
                    bench_boost?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    bench_boost_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    free_hit?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    free_hit_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    triple_captain?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    triple_captain_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    wildcard_1?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                    wildcard_2?: {
                        gameweek?: number | null;
                        used: boolean;
                    };
                };
                formation: string;
                freeTransfers: number;
                gameweek: number;
                lowConfidenceFields?: ("gameweek" | "freeTransfers" | "bank")[];
                players: {
                    benchOrder?: number;
                    confidence?: number;
                    fixture?: string;
                    form?: number;
                    id: number;
                    isCaptain: boolean;
                    isStarter: boolean;
                    isViceCaptain: boolean;
                    lowConfidenceFields?: string[];
                    name: string;
                    /** @enum {string} */
                    position: "GKP" | "DEF" | "MID" | "FWD";
                    price: number;
                    team: string;
                    teamId?: number;
                }[];
                teamValue?: number;
                unresolved?: {
                    benchOrder?: number;
                    candidateIds?: number[];
                    fixture?: string;
                    isCaptain?: boolean;
                    isStarter: boolean;
                    isViceCaptain?: boolean;
                    /** @enum {string} */
                    position?: "GKP" | "DEF" | "MID" | "FWD";
                    price?: number;
                    read: string;
                }[];
            };
            gameweek: number;
            id: string;
            recommendations: components["schemas"]["Recommendations"];
            researchSources: string[];
            screenshotUrl: string | null;
            userId: string;
            userNotes: string | null;
        };
        SuggestionSummary: {
            createdAt: string;
            gameweek: number;
            id: string;
            /** @description The players it names (squad, transfers in), for the history search */
            players?: string[];
            screenshotUrl: string | null;
            transfersCount: number;
            userNotes: string | null;
        };
        /** @enum {string} */
        Tier: "free" | "starter" | "pro" | "season_pass";
        TokenRequest: {
            email?: string;
            gotrue_meta_security?: {
                captcha_token?: string;
            };
            password?: string;
            refresh_token?: string;
        };
        UnresolvedPlate: {
            benchOrder?: number;
            candidateIds?: number[];
            fixture?: string;
            isCaptain?: boolean;
            isStarter: boolean;
            isViceCaptain?: boolean;
            /** @enum {string} */
            position?: "GKP" | "DEF" | "MID" | "FWD";
            price?: number;
            read: string;
        };
        Usage: {
            banner: {
                remaining: number;
                title: string;
            } | null;
            /** @description 999999 means unlimited */
            limit: number;
            remaining: number;
            resetDate: string;
            tier: components["schemas"]["Tier"];
            used: number;
        };
        User: {
            createdAt: string;
            email: string;
            fplTeamId: number | null;
            id: string;
            lastLogin: string | null;
            name: string | null;
            tier: components["schemas"]["Tier"];
        };
        UserUpdateRequest: {
            current_password?: string;
            data?: {
                name?: string | null;
            } & {
                [key: string]: string | number | boolean | null;
            };
            email?: string;
            password?: string;
        };
        VerifyRequest: {
            token?: string;
            token_hash?: string;
            /** @enum {string} */
            type: "recovery" | "email_change";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    analyzeSquad: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per analysis or upload (e.g. a UUID). A repeat within 24 hours gets the stored answer, uncharged; a repeat while the first still runs waits for it. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnalyzeRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description The squad breaks FPL rules (INVALID_SQUAD, every broken rule in `problems`; nothing charged), names a player the data does not know (ANALYSIS_ERROR), or a rule of the manager's cannot be kept (CONSTRAINT_ERROR, its kind in `constraint`; nothing charged) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Monthly analysis quota used up (QUOTA_EXCEEDED); for extraction also EXTRACTION_RATE_LIMITED or EXTRACTION_LIMIT_REACHED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description No provider configured (EXTRACTION_ERROR) */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Provider failed (EXTRACTION_ERROR / ANALYSIS_ERROR) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Every analysis worker busy and the queue full (SERVER_BUSY), with Retry-After; or FPL data unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
        };
    };
    extractSquad: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per analysis or upload (e.g. a UUID). A repeat within 24 hours gets the stored answer, uncharged; a repeat while the first still runs waits for it. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtractRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description The squad breaks FPL rules (INVALID_SQUAD, every broken rule in `problems`; nothing charged), names a player the data does not know (ANALYSIS_ERROR), or a rule of the manager's cannot be kept (CONSTRAINT_ERROR, its kind in `constraint`; nothing charged) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Monthly analysis quota used up (QUOTA_EXCEEDED); for extraction also EXTRACTION_RATE_LIMITED or EXTRACTION_LIMIT_REACHED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description No provider configured (EXTRACTION_ERROR) */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Provider failed (EXTRACTION_ERROR / ANALYSIS_ERROR) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Every analysis worker busy and the queue full (SERVER_BUSY), with Retry-After; or FPL data unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
        };
    };
    replanAnalysis: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string per analysis or upload (e.g. a UUID). A repeat within 24 hours gets the stored answer, uncharged; a repeat while the first still runs waits for it. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplanAnalysisRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description No such analysis in the last day */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description The squad breaks FPL rules (INVALID_SQUAD, every broken rule in `problems`; nothing charged), names a player the data does not know (ANALYSIS_ERROR), or a rule of the manager's cannot be kept (CONSTRAINT_ERROR, its kind in `constraint`; nothing charged) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Monthly analysis quota used up (QUOTA_EXCEEDED); for extraction also EXTRACTION_RATE_LIMITED or EXTRACTION_LIMIT_REACHED, with Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description No provider configured (EXTRACTION_ERROR) */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Provider failed (EXTRACTION_ERROR / ANALYSIS_ERROR) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
            /** @description Every analysis worker busy and the queue full (SERVER_BUSY), with Retry-After; or FPL data unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiResponse"];
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description Checkout created */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChipStatus: {
        parameters: {
            query?: {
                season?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Chip status rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChipStatusRecord"][];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setChipStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChipStatusUpdate"];
            };
        };
        responses: {
            /** @description The caller's rows for the season after the update */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChipStatusRecord"][];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFplData: {
        parameters: {
            query: {
                endpoint: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The FPL JSON as the API sent it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFplTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team, as the review screen takes it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExtractedTeamData"];
                    };
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 502 */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        crunchHour: {
                            analysisSeconds: number;
                            price: number;
                            priceLabel: string;
                            priorityMinutes: number;
                        };
                        plans: components["schemas"]["Plan"][];
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePatch"];
            };
        };
        responses: {
            /** @description The updated profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSuggestions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                view?: "summary";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionSummary"][];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    saveSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSuggestion"];
            };
        };
        responses: {
            /** @description Saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suggestion"];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account keeps as many suggestions (or bytes) as its plan allows: delete some first */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 415 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSuggestion: {
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
            /** @description The suggestion */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suggestion"];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSuggestion: {
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
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replanSuggestion: {
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
                "application/json": components["schemas"]["ReplanRequest"];
            };
        };
        responses: {
            /** @description The suggestion, planned again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suggestion"];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A rule cannot be kept (CONSTRAINT_ERROR, its kind in `constraint`), or the squad no longer plans (ANALYSIS_ERROR) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every analysis worker busy (SERVER_BUSY, with Retry-After), or FPL data unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PNG, JPEG or WebP, at most 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Stored, status pending */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreenshotUpload"];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 415 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUpload: {
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
            /** @description The upload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreenshotUpload"];
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUploadFile: {
        parameters: {
            query?: {
                expires?: number | null;
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
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receivePolarWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Processed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applied: boolean;
                        duplicate: boolean;
                        received: boolean;
                    };
                };
            };
            /** @description Error 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error 503 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: {
                scope?: "global" | "local" | "others";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    recoverPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1: the refresh token is set as the httpOnly cookie fpl_refresh (SameSite=Strict, Path=/auth/v1, Secure on https) and the body's refresh_token is empty. For browsers: page script never holds it. */
                "x-refresh-cookie"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description The new session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    signIn: {
        parameters: {
            query: {
                grant_type: "password" | "refresh_token";
            };
            header?: {
                /** @description 1: the refresh token is set as the httpOnly cookie fpl_refresh (SameSite=Strict, Path=/auth/v1, Secure on https) and the body's refresh_token is empty. For browsers: page script never holds it. */
                "x-refresh-cookie"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUser"];
                };
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUser"];
                };
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query: {
                token_hash: string;
                type: "email_change";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To {APP_URL}/login */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    verifyRecovery: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1: the refresh token is set as the httpOnly cookie fpl_refresh (SameSite=Strict, Path=/auth/v1, Secure on https) and the body's refresh_token is empty. For browsers: page script never holds it. */
                "x-refresh-cookie"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRequest"];
            };
        };
        responses: {
            /** @description A session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Bad request or an unusable access token (invalid_jwt); GoTrue error: error_code, msg */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (no bearer token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Access token expired (bad_jwt) or session ended (session_not_found) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Weak password or user exists */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rate limited */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "ok";
                        /** @enum {string} */
                        status: "ok";
                        uptimeSeconds: number;
                    };
                };
            };
        };
    };
}

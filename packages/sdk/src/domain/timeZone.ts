// The product's time zone (spec 2 §7, the contract's choice for the console's months and the
// server's calendar): Brazil, São Paulo time. Every package reads it from here.

/** The IANA zone the product counts days and months in, and a user's zone when none is known. */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

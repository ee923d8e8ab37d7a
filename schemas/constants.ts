/**
 * §9 business constants of the three specs as typed constants.
 * OWNED BY: client-runtime work.
 */
export {};

// What a business rule may say to the log: the request's logger, the app's or a test's
// recorder all fit, so a rule needs no logging library of its own.
type Line = (details: object, message: string) => void;

export type ServiceLog = { info: Line; warn: Line; error: Line };

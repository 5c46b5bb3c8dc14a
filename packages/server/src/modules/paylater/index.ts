// What other modules may use of paylater: quoting and opening one for a Music Bank payment, and repaying
// from the credits a publish writes.
export { openPaylater, quotePaylater } from './paylater.service.ts';
export { type RepayableCredit, repayFromCredits } from './repayment.service.ts';

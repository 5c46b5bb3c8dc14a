// What other modules may use of auth: the accounts it owns, as the modules that manage them need them.
export {
  endUserSessions,
  findCompanyUser,
  isEmailInUse,
  replacePassword,
  storePasswordToken,
  updateCompanyUser,
} from './accounts.service.ts';

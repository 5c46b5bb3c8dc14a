// What other modules may use of profile: its dependencies, the owner check and the email-taken error.
export { assertOwner, createProfileDeps, type ProfileDeps } from './profile.deps.ts';
export { emailTaken } from './profile.service.ts';

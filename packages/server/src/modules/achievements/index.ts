// What other modules may use of achievements: a company's achievements and claiming one (the demo
// seed claims through it).
export { achievementsOf, claimAchievement } from './achievements.service.ts';

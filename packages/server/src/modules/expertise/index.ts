// What other modules may use of Expertise: when a company first finished a mandatory course (achievements).
export { firstMandatoryCourseFinishedAt } from './progress.service.ts';

// The face of chat: what other modules may use of it. None uses it (networkplace must not: chat reads
// networkplace); the demo seeder writes its conversations through these, as a creator would.
export { markReadAs, startConversation } from './chat.service.ts';
export { closeConversationByStaff, sendAs } from './chat-send.service.ts';

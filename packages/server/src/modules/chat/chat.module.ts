import type { AppModule } from '../../context.ts';
import { chatRoutes } from './chat.routes.ts';

/** Registers chat between Networkplace creators: conversations, messages, read pointers and reports. */
export const chatModule: AppModule = async (app, { context }) => {
  await app.register(chatRoutes, { db: context.database.db });
};

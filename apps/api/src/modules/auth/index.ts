// The auth module's public face: its routes, and the session lookup the auth plugin
// (plugins/auth.ts) runs on every guarded request.
export { authRoutes } from './routes.ts';
export { getUserByToken, type AuthenticatedUser } from './service.ts';
export { TokenView } from './token-view.ts';
export { newInvitationLink, newSignInLink } from './password-reset.ts';

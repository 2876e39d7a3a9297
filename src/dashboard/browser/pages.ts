/**
 * Every page of the dashboard, in one list: to add a page, write a `page-….ts` module exporting a
 * Page (a path below /dashboard and a render function) and add it here (docs/dashboard.md).
 * The first pattern that matches a path wins, so literal paths come before `:id` ones.
 */
import { circomFilePage, circuitsPage, proofRecordPage } from './page-circuits.js';
import { onboardingPage, organizationPage, organizationsPage } from './page-organizations.js';
import { acceptInvitationPage } from './invitations.js';
import { paymentPage, paymentsPage } from './page-payments.js';
import { newProjectPage, projectPage, projectSettingsPage, projectsPage } from './page-projects.js';
import { sessionPage, sessionsPage } from './page-sessions.js';
import { signInCallbackPage, signInPage } from './page-sign-in.js';
import { verificationsPage } from './page-verifications.js';
import { webhooksPage } from './page-webhooks.js';
import type { Page } from './router.js';

export const PAGES: Page[] = [
  signInPage,
  signInCallbackPage,
  onboardingPage,
  acceptInvitationPage,
  organizationsPage,
  organizationPage,
  projectsPage,
  newProjectPage,
  projectPage,
  sessionsPage,
  sessionPage,
  paymentsPage,
  paymentPage,
  projectSettingsPage,
  webhooksPage,
  circuitsPage,
  circomFilePage,
  proofRecordPage,
  verificationsPage,
];

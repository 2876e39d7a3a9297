/**
 * Every page of the dashboard, in one list: to add a page, write a `page-….ts` module exporting a
 * Page (a path below /dashboard and a render function) and add it here (docs/dashboard.md).
 * The first pattern that matches a path wins, so literal paths come before `:id` ones.
 */
import { circomFilePage, circuitsPage, proofRecordPage } from './page-circuits.js';
import { onboardingPage, organizationPage, organizationsPage } from './page-organizations.js';
import { newProjectPage, PROJECT_SECTIONS, projectPage, projectSectionPlaceholder, projectsPage } from './page-projects.js';
import { sessionPage, sessionsPage, unattributedPaymentsPage } from './page-sessions.js';
import { signInCallbackPage, signInPage } from './page-sign-in.js';
import { verificationsPage } from './page-verifications.js';
import { webhooksPage } from './page-webhooks.js';
import type { Page } from './router.js';

/** The project's sections that have a page of their own (no placeholder for them). */
const PROJECT_SECTION_PAGES: Page[] = [
  sessionsPage,
  sessionPage,
  unattributedPaymentsPage,
  circuitsPage,
  circomFilePage,
  proofRecordPage,
  verificationsPage,
  webhooksPage,
];

export const PAGES: Page[] = [
  signInPage,
  signInCallbackPage,
  onboardingPage,
  organizationsPage,
  organizationPage,
  projectsPage,
  newProjectPage,
  projectPage,
  ...PROJECT_SECTION_PAGES,
  ...PROJECT_SECTIONS.map(([label, below]) => projectSectionPlaceholder(label, below)).filter(
    (placeholder) => !PROJECT_SECTION_PAGES.some((page) => page.path === placeholder.path),
  ),
];

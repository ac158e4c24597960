// Public API of @fpl-assistant/web-kit, shared by the shell and every remote as one MF singleton.
import './styles/tokens.css';

export { type ApiClient, api, ok, publicApi } from './api/client.js';
export { ApiError, apiErrorFrom, errorMessage } from './api/errors.js';
export { fetchBootstrapStatic, fetchFixtures, fetchFpl, fetchFutureFixtures } from './api/fpl.js';
export type { components, paths } from './api/schema.gen.js';
export { useUsage } from './api/use-usage.js';
export {
  type AuthState,
  getAccessToken,
  onAuthStateChange,
  refreshSession,
  useAuthStore,
} from './auth/auth-store.js';
export { displayName, userFromSession } from './auth/profile.js';
export { RETURN_TO_TTL_MS, rememberReturnTo, safeReturnPath, takeReturnTo } from './auth/return-to.js';
export type { AuthEvent, AuthUser, Session } from './auth/session.js';
export { type FlowScreenshot, type FlowState, useDemoFlowStore, useFlowStore } from './flow/flow-store.js';
export { BADGE_NUMBERS, clubBadgeCode } from './pitch/club-badges.js';
export { CLUB_KITS, type ClubKit, clubKit } from './pitch/club-kits.js';
export { FixtureChip, type FixtureChipProps } from './pitch/FixtureChip.js';
export { Pitch, type PitchProps } from './pitch/Pitch.js';
export { Shirt, type ShirtProps } from './pitch/Shirt.js';
export { Alert, type AlertProps, type AlertTone, Banner } from './ui/Alert.js';
export { Badge, type BadgeProps, type BadgeTone } from './ui/Badge.js';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClass,
} from './ui/Button.js';
export { Card, type CardProps } from './ui/Card.js';
export { cx } from './ui/cx.js';
export { DemoBanner, type DemoBannerProps } from './ui/DemoBanner.js';
export {
  Field,
  type FieldProps,
  Input,
  type InputProps,
  SelectField,
  type SelectFieldProps,
} from './ui/Field.js';
export { ConfirmDialog, type ConfirmDialogProps, Modal, type ModalProps, useConfirm } from './ui/Modal.js';
export { ProgressBar, type ProgressBarProps } from './ui/ProgressBar.js';
export { Skeleton, type SkeletonProps } from './ui/Skeleton.js';
export { Spinner, type SpinnerProps } from './ui/Spinner.js';
export { type TabItem, Tabs, type TabsProps } from './ui/Tabs.js';
export { badgeUrl, TeamBadge, type TeamBadgeProps } from './ui/TeamBadge.js';

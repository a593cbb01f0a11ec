export { GlobalStyles } from './global-styles';
export { uiMessages } from './ui-messages';
export { VisuallyHidden } from './visually-hidden';

// Actions and feedback
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonLook,
} from './button/button';
export { Spinner, SpinnerIcon, type SpinnerProps, type SpinnerSize } from './feedback/spinner';
export { ProgressBar, type ProgressBarProps } from './feedback/progress-bar';
export { Skeleton, type SkeletonProps } from './feedback/skeleton';
export { Price, type PriceProps } from './price/price';

// Form fields
export type { FieldChromeProps } from './fields/field-a11y';
export { TextField, type TextFieldProps } from './fields/text-field';
export { MaskedField, type MaskedFieldProps } from './fields/masked-field';
export { maskFromPattern, PHONE_MASK, DATE_MASK, type Mask } from './fields/masks';
export { DateField, type DateFieldProps } from './fields/date-field';
export { validateDisplayDate, type DateBounds, type DateErrorId } from './fields/date-validation';
export { Select, type SelectProps, type SelectOption } from './fields/select';
export { Checkbox, type CheckboxProps } from './fields/checkbox';
export { FilePreview, useFileSize, type FilePreviewProps } from './fields/file-preview';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './fields/radio-group';

// Wizard progress
export { Stepper, type StepperProps, type StepperStep } from './stepper/stepper';

// Overlays
export { Modal, type ModalProps } from './overlays/modal';
export { ErrorModal, type ErrorModalProps } from './overlays/error-modal';
export { Toaster } from './overlays/toaster';
export { notify, type NotifyMessage, type NotifyOptions } from './overlays/notify';
export { Tooltip, type TooltipProps } from './overlays/tooltip';
export { DropdownMenu, type DropdownMenuProps, type DropdownMenuItem } from './overlays/dropdown-menu';

// Icons
export { ProductIcon, type ProductIconProps } from './icons/product-icon';
export { productIconKind, type ProductIconKind } from './icons/product-icon-kind';

// Layout
export { PageShell, type PageShellProps } from './layout/page-shell';
export { SiteHeader, type SiteHeaderProps } from './layout/site-header';
export { SiteFooter, type SiteFooterProps } from './layout/site-footer';
export { BusinessBadge } from './layout/business-badge';
export { WebviewShell } from './layout/webview-shell';
export { DashboardTabs, type DashboardTabsProps, type DashboardTab } from './layout/dashboard-tabs';
export { LanguageSwitcher, LANGUAGE_NAMES } from './layout/language-switcher';
export { Container, type ContainerProps } from './layout/container';
export { PageTitle, type PageTitleProps } from './layout/page-title';

// Pages every host app shows
export { NotFoundPage } from './pages/not-found-page';
export { ErrorPage, type ErrorPageProps } from './pages/error-page';
export { SoonPage, INSURER_PHONE, type SoonPageProps } from './pages/soon-page';
export { LoadingPage } from './pages/loading-page';

// Platform behaviour
export { isChunkLoadError, reloadOnceForChunkError } from './platform/chunk-error';
export { useDeploymentWatcher, type DeploymentWatcherOptions } from './platform/deployment-watcher';
export { PlatformOverlays } from './platform/lazy-platform-overlays';
export type { PlatformOverlaysProps } from './platform/platform-overlays';

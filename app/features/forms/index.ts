/**
 * The template form renderer: React components for one page of a form built by the
 * engine in common/forms, the step indicator and the page buttons, plus the pure helpers a
 * route's action needs to handle what they post. See README.md in this folder.
 */
export { fieldDomId, templateFieldMeta } from './field-meta'
export { FormNavigation, formNavigationMessages } from './form-navigation'
export { DefaultSubmitButton, FormStep, formStepMessages, RichText, type FormStepProps, type LeaseOption } from './form-step'
export {
  applyRepeaterIntent,
  FORM_STEP_INTENT,
  gotoIntent,
  parseFormStepIntent,
  postedRepeaterRows,
  repeaterAddIntent,
  repeaterRemoveIntent,
  type FormStepIntent,
} from './intents'
export { announceInputChange, useLiveStepAnswers } from './live'
export { REVIEW_TITLES, reviewRequest, reviewRequests, type ReviewRequest, type ReviewSummary } from './reviews'
export { StepIndicator, stepIndicatorMessages } from './step-indicator'
export { postedStepAnswers, stepVisibility, type StepVisibility } from './visibility'

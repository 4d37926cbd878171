import * as migration_20261122_023824_initial from './20261122_023824_initial';
import * as migration_20261122_044127_portfolio from './20261122_044127_portfolio';
import * as migration_20261122_053039_stripe from './20261122_053039_stripe';
import * as migration_20261122_055422_documents from './20261122_055422_documents';
import * as migration_20261123_174142_people from './20261123_174142_people';
import * as migration_20261123_180311_files from './20261123_180311_files';
import * as migration_20261123_182704_notifications from './20261123_182704_notifications';
import * as migration_20261123_182726_settings from './20261123_182726_settings';
import * as migration_20261123_190009_avatars from './20261123_190009_avatars';
import * as migration_20261123_204810_money from './20261123_204810_money';
import * as migration_20261123_205917_account_card_stripe_event_at from './20261123_205917_account_card_stripe_event_at';
import * as migration_20261123_210053_storage from './20261123_210053_storage';
import * as migration_20261123_211202_jobs from './20261123_211202_jobs';
import * as migration_20261123_214626_invoice_list_indexes from './20261123_214626_invoice_list_indexes';
import * as migration_20261124_142147_list_indexes from './20261124_142147_list_indexes';
import * as migration_20261125_152021_notification_subjects from './20261125_152021_notification_subjects';
import * as migration_20261125_164039_maintenance from './20261125_164039_maintenance';
import * as migration_20261126_005935_feedback from './20261126_005935_feedback';
import * as migration_20261126_015404_expenses from './20261126_015404_expenses';
import * as migration_20261126_021722_maintenance_extras from './20261126_021722_maintenance_extras';
import * as migration_20261126_022956_condition_reports from './20261126_022956_condition_reports';
import * as migration_20261126_023858_listings from './20261126_023858_listings';
import * as migration_20261126_060122_previous_slugs_deduction_links_expense_links_payments_index from './20261126_060122_previous_slugs_deduction_links_expense_links_payments_index';
import * as migration_20261126_060902_maintenance_priority_rank from './20261126_060902_maintenance_priority_rank';
import * as migration_20261126_083937_file_image_sizes from './20261126_083937_file_image_sizes';
import * as migration_20261126_132443_file_sizes_exports_reports_indexes from './20261126_132443_file_sizes_exports_reports_indexes';
import * as migration_20261126_153929_expenses_cash_date_sort_indexes from './20261126_153929_expenses_cash_date_sort_indexes';
import * as migration_20261127_051649_payments_income_category from './20261127_051649_payments_income_category';
import * as migration_20261127_163901_income_by_category_indexes from './20261127_163901_income_by_category_indexes';

export const migrations = [
  {
    up: migration_20261122_023824_initial.up,
    down: migration_20261122_023824_initial.down,
    name: '20261122_023824_initial',
  },
  {
    up: migration_20261122_044127_portfolio.up,
    down: migration_20261122_044127_portfolio.down,
    name: '20261122_044127_portfolio',
  },
  {
    up: migration_20261122_053039_stripe.up,
    down: migration_20261122_053039_stripe.down,
    name: '20261122_053039_stripe',
  },
  {
    up: migration_20261122_055422_documents.up,
    down: migration_20261122_055422_documents.down,
    name: '20261122_055422_documents',
  },
  {
    up: migration_20261123_174142_people.up,
    down: migration_20261123_174142_people.down,
    name: '20261123_174142_people',
  },
  {
    up: migration_20261123_180311_files.up,
    down: migration_20261123_180311_files.down,
    name: '20261123_180311_files',
  },
  {
    up: migration_20261123_182704_notifications.up,
    down: migration_20261123_182704_notifications.down,
    name: '20261123_182704_notifications',
  },
  {
    up: migration_20261123_182726_settings.up,
    down: migration_20261123_182726_settings.down,
    name: '20261123_182726_settings',
  },
  {
    up: migration_20261123_190009_avatars.up,
    down: migration_20261123_190009_avatars.down,
    name: '20261123_190009_avatars',
  },
  {
    up: migration_20261123_204810_money.up,
    down: migration_20261123_204810_money.down,
    name: '20261123_204810_money',
  },
  {
    up: migration_20261123_205917_account_card_stripe_event_at.up,
    down: migration_20261123_205917_account_card_stripe_event_at.down,
    name: '20261123_205917_account_card_stripe_event_at',
  },
  {
    up: migration_20261123_210053_storage.up,
    down: migration_20261123_210053_storage.down,
    name: '20261123_210053_storage',
  },
  {
    up: migration_20261123_211202_jobs.up,
    down: migration_20261123_211202_jobs.down,
    name: '20261123_211202_jobs',
  },
  {
    up: migration_20261123_214626_invoice_list_indexes.up,
    down: migration_20261123_214626_invoice_list_indexes.down,
    name: '20261123_214626_invoice_list_indexes',
  },
  {
    up: migration_20261124_142147_list_indexes.up,
    down: migration_20261124_142147_list_indexes.down,
    name: '20261124_142147_list_indexes',
  },
  {
    up: migration_20261125_152021_notification_subjects.up,
    down: migration_20261125_152021_notification_subjects.down,
    name: '20261125_152021_notification_subjects',
  },
  {
    up: migration_20261125_164039_maintenance.up,
    down: migration_20261125_164039_maintenance.down,
    name: '20261125_164039_maintenance',
  },
  {
    up: migration_20261126_005935_feedback.up,
    down: migration_20261126_005935_feedback.down,
    name: '20261126_005935_feedback',
  },
  {
    up: migration_20261126_015404_expenses.up,
    down: migration_20261126_015404_expenses.down,
    name: '20261126_015404_expenses',
  },
  {
    up: migration_20261126_021722_maintenance_extras.up,
    down: migration_20261126_021722_maintenance_extras.down,
    name: '20261126_021722_maintenance_extras',
  },
  {
    up: migration_20261126_022956_condition_reports.up,
    down: migration_20261126_022956_condition_reports.down,
    name: '20261126_022956_condition_reports',
  },
  {
    up: migration_20261126_023858_listings.up,
    down: migration_20261126_023858_listings.down,
    name: '20261126_023858_listings',
  },
  {
    up: migration_20261126_060122_previous_slugs_deduction_links_expense_links_payments_index.up,
    down: migration_20261126_060122_previous_slugs_deduction_links_expense_links_payments_index.down,
    name: '20261126_060122_previous_slugs_deduction_links_expense_links_payments_index',
  },
  {
    up: migration_20261126_060902_maintenance_priority_rank.up,
    down: migration_20261126_060902_maintenance_priority_rank.down,
    name: '20261126_060902_maintenance_priority_rank',
  },
  {
    up: migration_20261126_083937_file_image_sizes.up,
    down: migration_20261126_083937_file_image_sizes.down,
    name: '20261126_083937_file_image_sizes',
  },
  {
    up: migration_20261126_132443_file_sizes_exports_reports_indexes.up,
    down: migration_20261126_132443_file_sizes_exports_reports_indexes.down,
    name: '20261126_132443_file_sizes_exports_reports_indexes',
  },
  {
    up: migration_20261126_153929_expenses_cash_date_sort_indexes.up,
    down: migration_20261126_153929_expenses_cash_date_sort_indexes.down,
    name: '20261126_153929_expenses_cash_date_sort_indexes',
  },
  {
    up: migration_20261127_051649_payments_income_category.up,
    down: migration_20261127_051649_payments_income_category.down,
    name: '20261127_051649_payments_income_category',
  },
  {
    up: migration_20261127_163901_income_by_category_indexes.up,
    down: migration_20261127_163901_income_by_category_indexes.down,
    name: '20261127_163901_income_by_category_indexes'
  },
];

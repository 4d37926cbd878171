import * as migration_20261122_023817_initial from './20261122_023817_initial';
import * as migration_20261122_044125_portfolio from './20261122_044125_portfolio';
import * as migration_20261122_053036_stripe from './20261122_053036_stripe';
import * as migration_20261122_055418_documents from './20261122_055418_documents';
import * as migration_20261123_174136_people from './20261123_174136_people';
import * as migration_20261123_180304_files from './20261123_180304_files';
import * as migration_20261123_181130_settings from './20261123_181130_settings';
import * as migration_20261123_181209_notifications from './20261123_181209_notifications';
import * as migration_20261123_185959_avatars from './20261123_185959_avatars';
import * as migration_20261123_204804_money from './20261123_204804_money';
import * as migration_20261123_205913_account_card_stripe_event_at from './20261123_205913_account_card_stripe_event_at';
import * as migration_20261123_210043_storage from './20261123_210043_storage';
import * as migration_20261123_211127_jobs from './20261123_211127_jobs';
import * as migration_20261123_214620_invoice_list_indexes from './20261123_214620_invoice_list_indexes';
import * as migration_20261124_142144_list_indexes from './20261124_142144_list_indexes';
import * as migration_20261125_152012_notification_subjects from './20261125_152012_notification_subjects';
import * as migration_20261125_164036_maintenance from './20261125_164036_maintenance';
import * as migration_20261126_005908_feedback from './20261126_005908_feedback';
import * as migration_20261126_015333_expenses from './20261126_015333_expenses';
import * as migration_20261126_021640_maintenance_extras from './20261126_021640_maintenance_extras';
import * as migration_20261126_022952_condition_reports from './20261126_022952_condition_reports';
import * as migration_20261126_023346_listings from './20261126_023346_listings';
import * as migration_20261126_060056_previous_slugs_deduction_links_expense_links_payments_index from './20261126_060056_previous_slugs_deduction_links_expense_links_payments_index';
import * as migration_20261126_060858_maintenance_priority_rank from './20261126_060858_maintenance_priority_rank';
import * as migration_20261126_083918_file_image_sizes from './20261126_083918_file_image_sizes';
import * as migration_20261126_132439_file_sizes_exports_reports_indexes from './20261126_132439_file_sizes_exports_reports_indexes';
import * as migration_20261126_153904_expenses_cash_date_sort_indexes from './20261126_153904_expenses_cash_date_sort_indexes';
import * as migration_20261127_051632_payments_income_category from './20261127_051632_payments_income_category';
import * as migration_20261127_163834_income_by_category_indexes from './20261127_163834_income_by_category_indexes';

export const migrations = [
  {
    up: migration_20261122_023817_initial.up,
    down: migration_20261122_023817_initial.down,
    name: '20261122_023817_initial',
  },
  {
    up: migration_20261122_044125_portfolio.up,
    down: migration_20261122_044125_portfolio.down,
    name: '20261122_044125_portfolio',
  },
  {
    up: migration_20261122_053036_stripe.up,
    down: migration_20261122_053036_stripe.down,
    name: '20261122_053036_stripe',
  },
  {
    up: migration_20261122_055418_documents.up,
    down: migration_20261122_055418_documents.down,
    name: '20261122_055418_documents',
  },
  {
    up: migration_20261123_174136_people.up,
    down: migration_20261123_174136_people.down,
    name: '20261123_174136_people',
  },
  {
    up: migration_20261123_180304_files.up,
    down: migration_20261123_180304_files.down,
    name: '20261123_180304_files',
  },
  {
    up: migration_20261123_181130_settings.up,
    down: migration_20261123_181130_settings.down,
    name: '20261123_181130_settings',
  },
  {
    up: migration_20261123_181209_notifications.up,
    down: migration_20261123_181209_notifications.down,
    name: '20261123_181209_notifications',
  },
  {
    up: migration_20261123_185959_avatars.up,
    down: migration_20261123_185959_avatars.down,
    name: '20261123_185959_avatars',
  },
  {
    up: migration_20261123_204804_money.up,
    down: migration_20261123_204804_money.down,
    name: '20261123_204804_money',
  },
  {
    up: migration_20261123_205913_account_card_stripe_event_at.up,
    down: migration_20261123_205913_account_card_stripe_event_at.down,
    name: '20261123_205913_account_card_stripe_event_at',
  },
  {
    up: migration_20261123_210043_storage.up,
    down: migration_20261123_210043_storage.down,
    name: '20261123_210043_storage',
  },
  {
    up: migration_20261123_211127_jobs.up,
    down: migration_20261123_211127_jobs.down,
    name: '20261123_211127_jobs',
  },
  {
    up: migration_20261123_214620_invoice_list_indexes.up,
    down: migration_20261123_214620_invoice_list_indexes.down,
    name: '20261123_214620_invoice_list_indexes',
  },
  {
    up: migration_20261124_142144_list_indexes.up,
    down: migration_20261124_142144_list_indexes.down,
    name: '20261124_142144_list_indexes',
  },
  {
    up: migration_20261125_152012_notification_subjects.up,
    down: migration_20261125_152012_notification_subjects.down,
    name: '20261125_152012_notification_subjects',
  },
  {
    up: migration_20261125_164036_maintenance.up,
    down: migration_20261125_164036_maintenance.down,
    name: '20261125_164036_maintenance',
  },
  {
    up: migration_20261126_005908_feedback.up,
    down: migration_20261126_005908_feedback.down,
    name: '20261126_005908_feedback',
  },
  {
    up: migration_20261126_015333_expenses.up,
    down: migration_20261126_015333_expenses.down,
    name: '20261126_015333_expenses',
  },
  {
    up: migration_20261126_021640_maintenance_extras.up,
    down: migration_20261126_021640_maintenance_extras.down,
    name: '20261126_021640_maintenance_extras',
  },
  {
    up: migration_20261126_022952_condition_reports.up,
    down: migration_20261126_022952_condition_reports.down,
    name: '20261126_022952_condition_reports',
  },
  {
    up: migration_20261126_023346_listings.up,
    down: migration_20261126_023346_listings.down,
    name: '20261126_023346_listings',
  },
  {
    up: migration_20261126_060056_previous_slugs_deduction_links_expense_links_payments_index.up,
    down: migration_20261126_060056_previous_slugs_deduction_links_expense_links_payments_index.down,
    name: '20261126_060056_previous_slugs_deduction_links_expense_links_payments_index',
  },
  {
    up: migration_20261126_060858_maintenance_priority_rank.up,
    down: migration_20261126_060858_maintenance_priority_rank.down,
    name: '20261126_060858_maintenance_priority_rank',
  },
  {
    up: migration_20261126_083918_file_image_sizes.up,
    down: migration_20261126_083918_file_image_sizes.down,
    name: '20261126_083918_file_image_sizes',
  },
  {
    up: migration_20261126_132439_file_sizes_exports_reports_indexes.up,
    down: migration_20261126_132439_file_sizes_exports_reports_indexes.down,
    name: '20261126_132439_file_sizes_exports_reports_indexes',
  },
  {
    up: migration_20261126_153904_expenses_cash_date_sort_indexes.up,
    down: migration_20261126_153904_expenses_cash_date_sort_indexes.down,
    name: '20261126_153904_expenses_cash_date_sort_indexes',
  },
  {
    up: migration_20261127_051632_payments_income_category.up,
    down: migration_20261127_051632_payments_income_category.down,
    name: '20261127_051632_payments_income_category',
  },
  {
    up: migration_20261127_163834_income_by_category_indexes.up,
    down: migration_20261127_163834_income_by_category_indexes.down,
    name: '20261127_163834_income_by_category_indexes'
  },
];

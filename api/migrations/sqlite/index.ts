import * as migration_20261122_023817_initial from './20261122_023817_initial';

export const migrations = [
  {
    up: migration_20261122_023817_initial.up,
    down: migration_20261122_023817_initial.down,
    name: '20261122_023817_initial'
  },
];

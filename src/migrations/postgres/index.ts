import * as migration_20261122_010829_initial from './20261122_010829_initial';
import * as migration_20261123_004113_storage_fields from './20261123_004113_storage_fields';

export const migrations = [
  {
    up: migration_20261122_010829_initial.up,
    down: migration_20261122_010829_initial.down,
    name: '20261122_010829_initial',
  },
  {
    up: migration_20261123_004113_storage_fields.up,
    down: migration_20261123_004113_storage_fields.down,
    name: '20261123_004113_storage_fields'
  },
];

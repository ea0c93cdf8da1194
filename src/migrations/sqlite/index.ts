import * as migration_20261122_010823_initial from './20261122_010823_initial';
import * as migration_20261123_004103_storage_fields from './20261123_004103_storage_fields';
import * as migration_20261123_055151_purchase_guide from './20261123_055151_purchase_guide';

export const migrations = [
  {
    up: migration_20261122_010823_initial.up,
    down: migration_20261122_010823_initial.down,
    name: '20261122_010823_initial',
  },
  {
    up: migration_20261123_004103_storage_fields.up,
    down: migration_20261123_004103_storage_fields.down,
    name: '20261123_004103_storage_fields',
  },
  {
    up: migration_20261123_055151_purchase_guide.up,
    down: migration_20261123_055151_purchase_guide.down,
    name: '20261123_055151_purchase_guide'
  },
];

import * as migration_20261122_003652_initial from './20261122_003652_initial';

export const migrations = [
  {
    up: migration_20261122_003652_initial.up,
    down: migration_20261122_003652_initial.down,
    name: '20261122_003652_initial'
  },
];

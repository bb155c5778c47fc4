/**
 * The action log gets read and pruned by age (issue 14 item 4): the admins' list is newest first and the
 * retention deletes rows older than LOG_RETENTION_DAYS, both by `dttm` alone.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LogsDttmIndex1764351000000 implements MigrationInterface {
  name = 'LogsDttmIndex1764351000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_logs_dttm" ON "logs" ("dttm")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_logs_dttm"`);
  }
}

/**
 * Dashboards' version history (issue 12 item 11): one row per kept save, the dashboard's content as that save
 * left it, numbered per dashboard (unique), removed with its dashboard, unattributed when its user goes.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DashboardVersions1764200000000 implements MigrationInterface {
  name = 'DashboardVersions1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dashboard_versions" ("id" SERIAL NOT NULL, "dashboard_id" integer NOT NULL, "version_number" integer NOT NULL, "created_on" TIMESTAMP NOT NULL DEFAULT timezone('utc', now()), "created_by_fk" integer, "summary" text NOT NULL, "dashboard_title" character varying(500), "slug" character varying(255), "css" text, "json_metadata" text, "position_json" text, "published" boolean NOT NULL DEFAULT false, "certified_by" text, "certification_details" text, CONSTRAINT "uq_dashboard_versions_number" UNIQUE ("dashboard_id", "version_number"), CONSTRAINT "PK_35734713eab78edfbf5ff2d9c16" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "dashboard_versions" ADD CONSTRAINT "FK_68d619dbb6ce53099411e282dae" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "dashboard_versions" ADD CONSTRAINT "FK_7d5cd1cf7815a1601abf7417f06" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dashboard_versions" DROP CONSTRAINT "FK_7d5cd1cf7815a1601abf7417f06"`);
    await queryRunner.query(`ALTER TABLE "dashboard_versions" DROP CONSTRAINT "FK_68d619dbb6ce53099411e282dae"`);
    await queryRunner.query(`DROP TABLE "dashboard_versions"`);
  }
}

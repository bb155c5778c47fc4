/**
 * Annotation layer names are unique (Superset's "Name must be unique", issue 14 item 1): the index holds it
 * when two saves of one new name run at once, where a check before the insert alone would let both through.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnnotationLayerNameUnique1764420000000 implements MigrationInterface {
  name = 'AnnotationLayerNameUnique1764420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE UNIQUE INDEX "ux_annotation_layer_name" ON "annotation_layer" ("name")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ux_annotation_layer_name"`);
  }
}

// Demo content for a fresh installation: the studio's texts and pictures drawn in code.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { Insertable } from "kysely";
import sharp from "sharp";

import type { TranslationsTable } from "#db/tables";
import type { Asset } from "#db/tables";
import { stampUnknownSources } from "~/.server/content/translation-sources";
import { db } from "~/.server/db/db";
import { queueAvif } from "~/.server/images/avif-queue";
import { storeImage } from "~/.server/images/store-image";
import { transcodeVideo } from "~/.server/images/transcode-queue";
import { storeVideo } from "~/.server/images/video";
import { type Folder, FOLDERS } from "~/.server/storage/folders";
import { projectLink } from "~/utils/slug";

import {
  DEMO_CAREER,
  DEMO_CONTACT,
  DEMO_HOME_DESCRIPTION,
  DEMO_LOGOS,
  DEMO_PROJECTS,
  DEMO_STUDIO_DETAIL,
} from "./content";
import {
  DEMO_PT_ALTS,
  DEMO_PT_CAREER_HEADER,
  DEMO_PT_CONTACT,
  DEMO_PT_HOME_DESCRIPTION,
  DEMO_PT_LANG,
  DEMO_PT_PROJECTS,
  DEMO_PT_STUDIO_DETAIL,
  demoPtCarouselAlt,
  demoPtViewAlt,
} from "./content-pt";
import { drawLogo, drawScene, type SceneKind } from "./draw";
import { seedRecord } from "./record";

type NewTranslation = Insertable<TranslationsTable>;

/** Photographs are 3:2, wide enough for the largest image variant the site serves. */
export const DEMO_PHOTO = { width: 1600, height: 1067 };
export const DETAIL_IMAGES_PER_PROJECT = 4;
const sceneOf = { Architecture: "architecture", Interior: "interior", Object: "object" } as const;
/** Which detail view of a building is its plan drawing rather than a photograph. */
const PLAN_VIEW = 2;

/**
 * Runs jobs `concurrency` at a time, starting them in the order they were asked for. Drawing and
 * encoding an image is mostly single-threaded work, so two at a time keeps both cores busy.
 */
function limitConcurrency(concurrency: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active < concurrency) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // a finished job hands over its slot
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

export async function seedDemo(): Promise<void> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "studio-seed-"));
  const run = limitConcurrency(2);
  const stored: Asset[] = [];
  let seed = 1;
  // AVIF waits until every image is in: it would otherwise take a core from the seed.
  const store = async (file: string, folder: Folder, alt: string) => {
    const asset = await storeImage(file, folder, { alt, deferAvif: true });
    stored.push(asset);
    return asset;
  };
  const photo = (kind: SceneKind, folder: Folder, alt: string) =>
    run(async () => {
      // The scene's number is taken when the job starts, so the pictures do not depend on timing.
      const scene = seed++;
      const file = path.join(work, `scene-${scene}.jpg`);
      await sharp(Buffer.from(drawScene(kind, scene, DEMO_PHOTO.width, DEMO_PHOTO.height)))
        .jpeg({ quality: 90 })
        .toFile(file);
      return store(file, folder, alt);
    });
  const logo = (name: string, index: number) =>
    run(async () => {
      const file = path.join(work, `logo-${index}.png`);
      await sharp(Buffer.from(drawLogo(name, index + 1)))
        .png()
        .toFile(file);
      return store(file, FOLDERS.logoCarousel, name);
    });
  try {
    const carouselKinds = ["architecture", "interior", "architecture", "object", "architecture"] as const;
    const [carousel, logos, [architectural, interior, product, studioImage], projects] = await Promise.all([
      Promise.all(carouselKinds.map((kind, i) => photo(kind, FOLDERS.imageCarousel, `Studio work, view ${i + 1}`))),
      Promise.all(DEMO_LOGOS.map((name, i) => logo(name, i))),
      Promise.all([
        photo("architecture", FOLDERS.workType, "Architectural design"),
        photo("interior", FOLDERS.workType, "Interior design"),
        photo("object", FOLDERS.workType, "Product design"),
        photo("studio", FOLDERS.studio, "The studio's workshop"),
      ]),
      Promise.all(
        DEMO_PROJECTS.map(async (project) => {
          const kind = sceneOf[project.type];
          const [header, ...details] = await Promise.all([
            photo(kind, FOLDERS.projects, project.name),
            ...Array.from({ length: DETAIL_IMAGES_PER_PROJECT }, (_, i) =>
              photo(
                kind === "architecture" && i === PLAN_VIEW ? "plan" : kind,
                FOLDERS.projects,
                `${project.name}, view ${i + 2}`,
              ),
            ),
          ]);
          return { project, header, details };
        }),
      ),
    ]);
    const video = await demoVideo(work);

    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("homepage")
        .set({
          description: DEMO_HOME_DESCRIPTION,
          architectural_image: architectural.id,
          interior_image: interior.id,
          product_image: product.id,
        })
        .where("id", "=", 1)
        .execute();
      await trx
        .insertInto("homepage_carousel_images")
        .values(carousel.map((a, position) => ({ asset_id: a.id, position })))
        .execute();
      await trx
        .insertInto("homepage_carousel_logos")
        .values(logos.map((a, position) => ({ asset_id: a.id, position })))
        .execute();
      await trx
        .updateTable("studio")
        .set({ detail: DEMO_STUDIO_DETAIL, image: studioImage.id })
        .where("id", "=", 1)
        .execute();
      await trx.updateTable("career").set(DEMO_CAREER).where("id", "=", 1).execute();
      await trx.updateTable("contact").set(DEMO_CONTACT).where("id", "=", 1).execute();
      // Every text in Portuguese too (docs/decisions/030-languages-data-model.md): one row per field.
      const pt = (
        subject: NewTranslation["subject"],
        subjectId: number,
        field: string,
        value: string,
      ): NewTranslation => ({
        subject,
        subject_id: subjectId,
        lang: DEMO_PT_LANG,
        field,
        value,
      });
      const translations: NewTranslation[] = [
        pt("home", 1, "description", DEMO_PT_HOME_DESCRIPTION),
        pt("studio", 1, "detail", DEMO_PT_STUDIO_DETAIL),
        pt("career", 1, "career_header", DEMO_PT_CAREER_HEADER),
        ...Object.entries(DEMO_PT_CONTACT).map(([field, value]) => pt("contact", 1, field, value)),
        ...carousel.map((asset, i) => pt("asset", asset.id, "alt", demoPtCarouselAlt(i + 1))),
        // Makers' names are the same in every language.
        ...logos.map((asset) => pt("asset", asset.id, "alt", asset.alt)),
        ...[architectural, interior, product, studioImage].map((asset) =>
          pt("asset", asset.id, "alt", DEMO_PT_ALTS[asset.alt]),
        ),
      ];
      for (const [index, { project, header, details }] of projects.entries()) {
        const row = await trx
          .insertInto("projects")
          .values({
            name: project.name,
            year: project.year,
            location: project.location,
            area: project.area,
            type: project.type,
            photographer: project.photographer,
            latitude: project.latitude ?? null,
            longitude: project.longitude ?? null,
            link: projectLink(project.name, (n) => crypto.randomBytes(n / 2).toString("hex")),
            description_part_1: project.descriptions[0],
            description_part_2: project.descriptions[1],
            description_part_3: project.descriptions[2],
            image_header: header.id,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("project_carousel_images")
          .values(details.map((a, position) => ({ project_id: row.id, asset_id: a.id, position })))
          .execute();
        const inPt = DEMO_PT_PROJECTS[project.name];
        translations.push(
          pt("project", row.id, "name", inPt.name),
          pt("project", row.id, "location", inPt.location),
          // A person's name stays as it is; the studio's own credit is translated.
          pt("project", row.id, "photographer", project.photographer === "Studio" ? "Estúdio" : project.photographer),
          ...inPt.descriptions.map((text, i) => pt("project", row.id, `description_part_${i + 1}`, text)),
          pt("asset", header.id, "alt", inPt.name),
          ...details.map((asset, i) => pt("asset", asset.id, "alt", demoPtViewAlt(inPt.name, i + 2))),
        );
        // The newest project carries the demo video, where ffmpeg could make one.
        if (video && index === projects.length - 1) {
          await trx
            .insertInto("project_videos")
            .values({ project_id: row.id, asset_id: video.id, position: 0 })
            .execute();
        }
      }
      await trx.insertInto("translations").values(translations).execute();
      await seedRecord(trx);
      await stampUnknownSources(trx);
    });
    for (const asset of stored) queueAvif(asset.id);
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** A short MP4 panning across a drawn scene, made with ffmpeg when the machine has it. */
async function demoVideo(work: string) {
  const still = path.join(work, "video-still.jpg");
  const out = path.join(work, "demo.mp4");
  await sharp(Buffer.from(drawScene("architecture", 999, 1920, 1080)))
    .jpeg({ quality: 85 })
    .toFile(still);
  try {
    await promisify(execFile)(
      "ffmpeg",
      [
        "-loglevel",
        "error",
        "-y",
        "-loop",
        "1",
        "-i",
        still,
        "-t",
        "4",
        "-r",
        "25",
        "-vf",
        "scale=1920:1080,crop=1280:720:'(iw-ow)*t/4':(ih-oh)/2",
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-crf",
        "28",
        "-pix_fmt",
        "yuv420p",
        "-movflags",
        "+faststart",
        out,
      ],
      { timeout: 60_000 },
    );
  } catch {
    return null;
  }
  // The seed is no request: its one clip is made ready (a stream copy) before the site opens.
  const video = await storeVideo(out, FOLDERS.videos);
  await transcodeVideo(video.id);
  return video;
}

// Demo content for a fresh installation: the studio's texts and pictures drawn in code.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { drawLogo, drawScene, type SceneKind } from "./demo-art.server";
import { db } from "./db.server";
import { projectLink } from "./slug";
import {
  DEMO_CAREER,
  DEMO_CONTACT,
  DEMO_HOME_DESCRIPTION,
  DEMO_LOGOS,
  DEMO_PROJECTS,
  DEMO_STUDIO_DETAIL,
} from "./seed-content";
import type { Asset } from "#db/types";
import type { DemoProject } from "./seed-content";
import { FOLDERS, type Folder, storeFile, storeImage } from "./storage.server";

const PHOTO = { width: 1600, height: 1067 };
const DETAIL_IMAGES_PER_PROJECT = 4;
const sceneOf = { Architecture: "architecture", Interior: "interior", Object: "object" } as const;

export async function seedDemo(): Promise<void> {
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), "studio-seed-"));
  let seed = 1;
  const photo = async (kind: SceneKind, folder: Folder, alt: string) => {
    const file = path.join(work, `scene-${seed}.jpg`);
    await sharp(Buffer.from(drawScene(kind, seed++, PHOTO.width, PHOTO.height))).jpeg({ quality: 90 }).toFile(file);
    return storeImage(file, folder, { alt });
  };
  try {
    const carousel: Asset[] = [];
    for (const [i, kind] of (["architecture", "interior", "architecture", "object", "architecture"] as const).entries()) {
      carousel.push(await photo(kind, FOLDERS.imageCarousel, `Studio work, view ${i + 1}`));
    }
    const logos: Asset[] = [];
    for (const [i, name] of DEMO_LOGOS.entries()) {
      const file = path.join(work, `logo-${i}.png`);
      await sharp(Buffer.from(drawLogo(name, i + 1))).png().toFile(file);
      logos.push(await storeImage(file, FOLDERS.logoCarousel, { alt: name }));
    }
    const architectural = await photo("architecture", FOLDERS.workType, "Architectural design");
    const interior = await photo("interior", FOLDERS.workType, "Interior design");
    const product = await photo("object", FOLDERS.workType, "Product design");
    const studioImage = await photo("studio", FOLDERS.studio, "The studio's workshop");

    const projects: { project: DemoProject; header: Asset; details: Asset[] }[] = [];
    for (const project of DEMO_PROJECTS) {
      const header = await photo(sceneOf[project.type], FOLDERS.projects, project.name);
      const details: Asset[] = [];
      for (let i = 0; i < DETAIL_IMAGES_PER_PROJECT; i++) {
        details.push(await photo(sceneOf[project.type], FOLDERS.projects, `${project.name}, view ${i + 2}`));
      }
      projects.push({ project, header, details });
    }
    const video = await demoVideo(work);

    await db.transaction().execute(async (trx) => {
      await trx.updateTable("homepage").set({
        description: DEMO_HOME_DESCRIPTION,
        architectural_image: architectural.id,
        interior_image: interior.id,
        product_image: product.id,
      }).where("id", "=", 1).execute();
      await trx.insertInto("homepage_carousel_images").values(carousel.map((a, position) => ({ asset_id: a.id, position }))).execute();
      await trx.insertInto("homepage_carousel_logos").values(logos.map((a, position) => ({ asset_id: a.id, position }))).execute();
      await trx.updateTable("studio").set({ detail: DEMO_STUDIO_DETAIL, image: studioImage.id }).where("id", "=", 1).execute();
      await trx.updateTable("career").set(DEMO_CAREER).where("id", "=", 1).execute();
      await trx.updateTable("contact").set(DEMO_CONTACT).where("id", "=", 1).execute();
      for (const [index, { project, header, details }] of projects.entries()) {
        const row = await trx.insertInto("projects").values({
          name: project.name,
          year: project.year,
          location: project.location,
          area: project.area,
          type: project.type,
          photographer: project.photographer,
          link: projectLink(project.name, (n) => crypto.randomBytes(n / 2).toString("hex")),
          description_part_1: project.descriptions[0],
          description_part_2: project.descriptions[1],
          description_part_3: project.descriptions[2],
          image_header: header.id,
        }).returning("id").executeTakeFirstOrThrow();
        await trx.insertInto("project_carousel_images").values(details.map((a, position) => ({ project_id: row.id, asset_id: a.id, position }))).execute();
        // The newest project carries the demo video, where ffmpeg could make one.
        if (video && index === projects.length - 1) {
          await trx.insertInto("project_videos").values({ project_id: row.id, asset_id: video.id, position: 0 }).execute();
        }
      }
    });
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** A short MP4 panning across a drawn scene, made with ffmpeg when the machine has it. */
async function demoVideo(work: string) {
  const still = path.join(work, "video-still.jpg");
  const out = path.join(work, "demo.mp4");
  await sharp(Buffer.from(drawScene("architecture", 999, 1920, 1080))).jpeg({ quality: 85 }).toFile(still);
  try {
    await promisify(execFile)("ffmpeg", [
      "-loglevel", "error", "-y", "-loop", "1", "-i", still, "-t", "4", "-r", "25",
      "-vf", "scale=1920:1080,crop=1280:720:'(iw-ow)*t/4':(ih-oh)/2",
      "-c:v", "libx264", "-preset", "veryfast", "-crf", "28", "-pix_fmt", "yuv420p", "-movflags", "+faststart", out,
    ], { timeout: 60_000 });
  } catch {
    return null;
  }
  return storeFile(out, FOLDERS.videos, "video", ["video/mp4"]);
}

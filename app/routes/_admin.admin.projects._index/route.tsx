import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Form,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { useEffect } from "react";

import { pageAction } from "~/.server/admin/action";
import { projectViewsLast30Days } from "~/.server/analytics/report";
import { requireUser } from "~/.server/auth/users";
import { pendingFor } from "~/.server/content/history/schedules";
import { getProjectForEdit, listProjectsForAdmin, projectMediaTotals } from "~/.server/content/projects/admin-reads";
import { previewPathFor } from "~/.server/content/projects/reads";
import { PREVIEW_LINK_LIFETIME_MS } from "~/.server/content/sharing/preview-links";
import { siteOrigin } from "~/.server/env";
import { mediaTools } from "~/.server/images/video";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { CheckProblems } from "~/components/admin/check-problems";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { HistoryLink } from "~/components/admin/history-link";
import { ImageDetails } from "~/components/admin/image-details";
import { ImageListEditor } from "~/components/admin/image-list-editor";
import { ToastMessage } from "~/components/toast-message";
import { useUploadSubmit } from "~/hooks/use-upload-submit";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { ADMIN_PROJECT_BODY_MAX_BYTES, PROCESSING_POLL_MS } from "~/utils/constants";
import type { LiveHandle } from "~/utils/live-tables";
import type { RoutePolicy } from "~/utils/route-policy";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { PROJECT_TEXTS } from "~/utils/texts/admin/projects";

import { DraftControls } from "./draft-controls";
import { handler, limits } from "./handler.server";
import { ProjectForm } from "./project-form";
import { AdminProjectList } from "./project-list";
import { StatusSchedule } from "./status-schedule";

export const handle = { title: PAGE_TITLES.editProject, liveTables: ["projects", "drafts"] } satisfies AdminPageHandle &
  LiveHandle;
export const policy = { bodyMaxBytes: ADMIN_PROJECT_BODY_MAX_BYTES } satisfies RoutePolicy;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get("edit")) || null;
  const deleteId = Number(url.searchParams.get("delete")) || null;
  const projects = await listProjectsForAdmin();
  const views = await projectViewsLast30Days();
  const project = editId ? await getProjectForEdit(editId) : null;
  if (editId && !project) throw new Response("No such project", { status: 404, headers: ADMIN_HEADERS });
  const toDelete = deleteId ? (projects.find((p) => p.id === deleteId) ?? null) : null;
  const previewPath = project ? await previewPathFor(project.id) : null;
  const media = project ? await projectMediaTotals(project.id) : null;
  const previewUrl = previewPath ? `${siteOrigin()}${previewPath}` : null;
  const previewDays = PREVIEW_LINK_LIFETIME_MS / (24 * 60 * 60 * 1000);
  const videoTools = (await mediaTools()).ok;
  const schedules = project ? await pendingFor({ kind: "project", id: project.id }) : [];
  return data(
    { projects, views, project, media, toDelete, previewUrl, previewDays, videoTools, schedules },
    { headers: ADMIN_HEADERS },
  );
}

/** The filter (?q=&type=) narrows the list in the browser from data it has: changing only it loads nothing. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const withoutFilter = (url: URL) => keepFilter(url.searchParams, ["q", "type"]).toString();
  const reading = !formMethod || formMethod.toUpperCase() === "GET";
  const filterOnly =
    reading &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    withoutFilter(currentUrl) === withoutFilter(nextUrl);
  return filterOnly ? false : defaultShouldRevalidate;
};

/** While a video is processing, the page reads its progress again every few seconds (live updates tell only of the end). */
function useProgressPolling(processing: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!processing || state !== "idle") return;
    const timer = window.setTimeout(revalidate, PROCESSING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [processing, revalidate, state]);
}

/** The page's parameters without the named ones (by default the delete dialog's). */
function keepFilter(params: URLSearchParams, drop = ["delete"]) {
  const kept = new URLSearchParams(params);
  for (const name of drop) kept.delete(name);
  return kept;
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

export default function EditProject() {
  const { projects, views, project, media, toDelete, previewUrl, previewDays, videoTools, schedules } =
    useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const upload = useUploadSubmit(useActionData<typeof action>());
  const { failure } = upload;
  // Closing the dialog keeps what is open and the list's filter.
  const kept = keepFilter(searchParams).toString();
  const withoutDelete = kept ? `/admin/projects?${kept}` : "/admin/projects";
  useProgressPolling(project?.videos.some((v) => v.state === "processing") ?? false);
  return (
    <>
      <ToastMessage toast={upload.toast} />
      <AdminSection id="projects-title" title="Projects">
        <Link to="/admin/projects/order" className={styles.hint}>
          {PROJECT_TEXTS.orderLink}
        </Link>
        <p className={styles.hint}>
          Deleted projects wait in the <Link to="/admin/trash">Trash</Link>, where they can be restored.
        </p>
        <AdminProjectList projects={projects} views={views} />
      </AdminSection>

      <AdminSection id="form-title" title={project ? `Edit: ${project.name}` : "Add a new project"}>
        {project ? <HistoryLink kind="project" id={project.id} name={project.name} /> : null}
        {project ? <DraftControls project={project} previewUrl={previewUrl} previewDays={previewDays} /> : null}
        {project ? <StatusSchedule status={project.status} schedules={schedules} failure={failure} /> : null}
        {project && failure?.problems && failure.intent !== "save" ? <CheckProblems failure={failure} /> : null}
        <ProjectForm
          // A save, Cancel or another project starts from a fresh form.
          key={`${project?.id ?? "new"}-${upload.formKey}`}
          project={project ? { ...project, imageCount: project.images.length } : null}
          media={media}
          failure={failure}
          progress={upload.progressOf("project")}
          busy={upload.busy}
          batch={{ files: upload.fileCounts, refused: upload.refusedFiles, retry: upload.retryFailed }}
          onSubmit={upload.onSubmit}
          refuse={upload.refuse}
          videoTools={videoTools}
          canSchedule={project?.status === "published"}
        />
      </AdminSection>

      {project ? (
        <AdminSection id="media-title" title="Current images and videos">
          {project.header ? (
            <ImageDetails
              image={project.header}
              heading="Header image"
              pictureAlt={`Header: ${project.header.storedAlt}`}
              failure={failure}
            />
          ) : null}
          <h3 className={styles.sectionTitle}>Detail images</h3>
          <ImageListEditor
            images={project.images}
            noun="Image"
            intents={{ move: "image-move", remove: "image-remove" }}
            failure={failure}
            drawings
          />
          <h3 className={styles.sectionTitle}>Videos</h3>
          {project.videos.length === 0 ? <p className={styles.hint}>No videos.</p> : null}
          <ul className={styles.thumbs} aria-label="Videos">
            {project.videos.map((video, index) => (
              <li key={video.id} className={styles.thumbRow}>
                {video.state === "ready" ? (
                  <video src={video.src} poster={video.poster?.src} controls preload="none" className={styles.thumb}>
                    {MEDIA_TEXTS.videoFallback}
                  </video>
                ) : video.poster ? (
                  <img src={video.poster.src} alt="" className={styles.thumb} />
                ) : null}
                <Form method="post" className={styles.buttonRow}>
                  <span>{video.name ?? `Video ${index + 1}`}</span>
                  {video.state === "processing" ? (
                    <span role="status">
                      <progress
                        max={100}
                        value={Math.round(video.progress * 100)}
                        aria-label={`Processing video ${index + 1}`}
                      />{" "}
                      {MEDIA_TEXTS.videoProcessing(Math.round(video.progress * 100))}
                    </span>
                  ) : null}
                  {video.state === "failed" ? (
                    <span className={styles.error} role="alert">
                      {MEDIA_TEXTS.videoFailed(video.failure ?? "")}
                    </span>
                  ) : null}
                  <input type="hidden" name="intent" value="video-remove" />
                  <input type="hidden" name="assetId" value={video.id} />
                  <button
                    type="submit"
                    className={`${styles.danger} ${styles.small}`}
                    aria-label={`Remove video ${index + 1}`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </AdminSection>
      ) : null}

      {toDelete ? (
        <ConfirmDialog
          title={PROJECT_TEXTS.confirmDeletionTitle}
          message={PROJECT_TEXTS.confirmDeletion(toDelete.name)}
          page={withoutDelete}
          fields={{ intent: "delete", projectId: toDelete.id }}
          confirm="Delete"
          confirming={ACTION_TEXTS.deleting}
          danger
        />
      ) : null}
    </>
  );
}

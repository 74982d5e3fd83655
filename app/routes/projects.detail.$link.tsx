import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { coverSizes } from "~/components/cover-sizes";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { link as arrowLink } from "~/components/arrow-link.css";
import { ProjectStrip } from "~/components/project-strip";
import { ResponsiveImage } from "~/components/responsive-image";
import { currentLinkOf, getProjectByLink } from "~/.server/content/projects";
import { DETAIL_HEADER_HEIGHT } from "~/utils/constants";
import { NOT_FOUND_TITLE, absoluteImageUrl, pageMeta, publicHeaders, requestOrigin, summary } from "~/utils/page-meta";
import * as styles from "./projects.detail.$link.css";
import type { LiveHandle } from "~/utils/live-tables";

/** SPEC.md: the page shows a project's name up to its first comma ('Courtyard House, Seville' → 'Courtyard House'). */
const displayName = (name: string) => name.split(",")[0].trim();

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["projects"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: data.project.name,
        description: summary(data.project.description_part_1),
        url: data.url,
        image: data.ogImage,
      })
    : [{ title: NOT_FOUND_TITLE }];

export const headers = publicHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = params.link ?? "";
  const project = await getProjectByLink(link);
  if (!project) {
    // A renamed project's old address moves on, for good, to its current one.
    const current = await currentLinkOf(link);
    if (current) throw redirect(`/projects/detail/${current}`, 301);
    throw new Response("Not Found", { status: 404 });
  }
  const origin = requestOrigin(request);
  return { project, url: `${origin}/projects/detail/${project.link}`, ogImage: absoluteImageUrl(origin, project.header) };
}

export default function ProjectDetail() {
  const { project } = useLoaderData<typeof loader>();
  const name = displayName(project.name);
  const facts = [
    ["Location", project.location],
    ["Area", `${project.area} sq.m.`],
    ["Year", String(project.year)],
    ["Photographer", project.photographer],
  ] as const;
  return (
    <main>
      {project.header ? (
        <div className={styles.header}>
          <ResponsiveImage image={project.header} sizes={coverSizes(project.header, DETAIL_HEADER_HEIGHT)} priority className={styles.headerImage} />
        </div>
      ) : null}
      <div className={styles.intro}>
        <div>
          <h1 className={styles.name}>{name}</h1>
          <table className={styles.facts}>
            <tbody>
              {facts.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.description}>
          <p>{project.description_part_1}</p>
          <p>{project.description_part_2}</p>
          <p>{project.description_part_3}</p>
        </div>
      </div>
      <ProjectStrip name={name} images={project.images} video={project.video} />
      <p className={styles.back}>
        <Link to="/projects" className={arrowLink}>
          <span aria-hidden="true">&lt;</span> BACK TO PROJECTS
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

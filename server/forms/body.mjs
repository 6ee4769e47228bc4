import { cvMaxBytes, cvMessages } from "../../app/forms/model/file-checks.ts";
import { discard, receiveFile } from "./cv.mjs";
import { Problem } from "../kernel/problem.mjs";

// Multipart bodies bypass Fastify's bodyLimit, so these bound the request: 20 KB fits a 5,000-character message
// in any script, 50 fields a vacancy's questions and a multiselect's boxes.
const multipartLimits = {
  fileSize: cvMaxBytes,
  files: 1,
  fields: 50,
  fieldSize: 20_480,
  parts: 55,
  headerPairs: 100,
};

/** A name sent more than once (a box each of a group) comes as a list (url-encoded) or as parts (multipart). */
function addField(fields, name, value) {
  const values = [fields[name] ?? [], value].flat();
  if (values.some((item) => typeof item !== "string")) throw new Problem(400, `The field "${name}" must be text.`);
  fields[name] = values.length === 1 ? values[0] : values;
}

/**
 * A post's text fields (a list for a name sent more than once), and the received CV as a temporary file the caller
 * must keep or discard.
 */
export async function readForm(request, { acceptsFile, incomingDir }) {
  const fields = Object.create(null);
  if (!request.isMultipart()) {
    for (const [name, value] of Object.entries(request.body ?? {})) addField(fields, name, value);
    return { fields, file: null };
  }

  let file = null;
  try {
    for await (const part of request.parts({ limits: multipartLimits, throwFileSizeLimit: false })) {
      if (part.type === "file") {
        // Refused before a byte of it is written; a nameless part is what a browser sends for an empty file input.
        if (!part.filename || !acceptsFile || part.fieldname !== "cv") part.file.resume();
        if (!part.filename) continue;
        if (!acceptsFile) throw new Problem(400, "This form takes no files.");
        if (part.fieldname !== "cv") throw new Problem(400, `Unexpected file field "${part.fieldname}".`);
        // Read to its end before it is judged, or the parser would stall; a second file is the parser's to refuse.
        file = await receiveFile(part, incomingDir);
      } else {
        if (part.valueTruncated) throw new Problem(413, `The field "${part.fieldname}" is too long.`);
        addField(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (file) await discard(file.path);
    throw asProblem(error);
  }
  return { fields, file };
}

function asProblem(error) {
  if (error instanceof Problem) return error;
  if (error.syscall) return error; // the disk, not the post: a 500 (or a 507 when it is full)
  if (error.code === "FST_FILES_LIMIT")
    return new Problem(422, cvMessages.tooMany, { errors: { cv: cvMessages.tooMany } });
  // The parser's other limits (parts, fields) are 413s.
  if (error.statusCode === 413) return new Problem(413, "The form has too many or too large parts.");
  // Anything else the parser throws (cut-off body, broken boundary, prototype names) means a malformed post.
  return new Problem(400, "The form data could not be read.");
}

import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/** Replace the whole text of the CodeMirror editor (select all, then insert as one input). */
async function replaceEditorText(page: Page, text: string): Promise<void> {
  const content = page.locator('.cm-content');
  await content.click({ position: { x: 10, y: 10 } }); // the top-left corner: a long document overflows under the preview
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

async function openAmrHome(page: Page) {
  await page.goto('/playground');
  await expect(page.getByRole('heading', { name: 'Masthead playground' })).toBeVisible();
  const site = page.getByLabel('Site', { exact: true });
  await expect(site.locator('option[value="amr"]')).toHaveCount(1);
  await site.selectOption('amr');
  await page.getByLabel('Page kind').selectOption('home');
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('tab', { name: /^Header/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.cm-content')).toBeVisible();
  const frame = page.frameLocator('iframe[title="Page preview"]');
  await expect(frame.locator('[data-site="amr"][data-page="home"]')).toBeVisible();
  await expect(frame.locator('header[data-nav-style]').first()).toBeVisible();
  return frame;
}

test.describe('playground', () => {
  test('edits the header JSON and the preview follows; bad JSON and bad values are listed', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const frame = await openAmrHome(page);
    const header = frame.locator('header[data-nav-style]').first();
    const before = await header.getAttribute('data-nav-style');
    const next = before === '5' ? '6' : '5';

    // A valid edit: the preview re-renders through the engine with the edited header.
    await replaceEditorText(page, `{\n  "navStyle": ${next},\n  "greeting": "Playground greeting 42"\n}`);
    await expect(frame.locator(`header[data-nav-style="${next}"]`).first()).toBeVisible();
    await expect(frame.getByText('Playground greeting 42').first()).toBeVisible();
    await expect(page.getByTestId('problem-count')).toHaveText('none');
    await expect(page.getByTestId('edit-count')).toHaveText('1 edited part');
    await page.screenshot({ path: testInfo.outputPath('playground-edit.png') });

    // Invalid JSON: an error with its line number; the last good preview stays.
    await replaceEditorText(page, `{\n  "navStyle": ${next},\n  "greeting" "oops"\n}`);
    const problem = page.getByTestId('problem').first();
    await expect(problem).toContainText('Line 3:');
    await expect(problem).toContainText(/JSON syntax error/);
    await expect(page.getByTestId('preview-blocked')).toContainText('line 3');
    await expect(frame.locator(`header[data-nav-style="${next}"]`).first()).toBeVisible();
    await expect(frame.getByText('Playground greeting 42').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('playground-syntax-error.png') });

    // Choosing the problem puts the cursor there and focuses the editor.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await problem.click();
    await expect(page.locator('.cm-editor')).toHaveClass(/cm-focused/);

    // A value the schema refuses: the problem names the JSON pointer.
    await replaceEditorText(page, '{\n  "navStyle": "x"\n}');
    const pointerProblem = page.getByTestId('problem').filter({ hasText: '/navStyle' });
    await expect(pointerProblem).toHaveCount(1);
    await expect(pointerProblem).toContainText('Line 2:');
    await expect(page.getByTestId('preview-blocked')).toHaveCount(0);
    // The engine still renders the page (the bad header is replaced by its default) and says why.
    await expect(frame.locator('[data-site="amr"]')).toBeVisible();
    await expect(page.getByTestId('engine-issues')).toContainText('/navStyle');

    expect(errors).toEqual([]);
  });

  test('navStyle, theme and width switchers drive the preview', async ({ page }) => {
    const frame = await openAmrHome(page);
    await page.getByTestId('select-navstyle').selectOption('7');
    await expect(frame.locator('header[data-nav-style="7"]').first()).toBeVisible();
    await expect(page.locator('.cm-content')).toContainText('"navStyle": 7');

    // Theme 5 (crimson red, engine/theme): the preview's :root colour variables follow.
    await page.getByTestId('select-theme').selectOption('5');
    await expect.poll(() => frame.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--mh-primary').trim())).toBe('#b3261e');
    await page.getByRole('tab', { name: /^Site/ }).click();
    await expect(page.locator('.cm-content')).toContainText('"colour": 5');

    await page.getByRole('button', { name: /^Phone/ }).click();
    await expect(page.locator('iframe[title="Page preview"]')).toHaveAttribute('data-width', '375');
    await expect(page.getByTestId('edit-count')).toHaveText('2 edited parts');

    // Export: the download holds both edited parts; copy puts the same JSON on the clipboard.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^masthead-playground-.*\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(exported.sites.amr.parts.header.navStyle).toBe(7);
    expect(exported.sites.amr.parts.site.colour).toBe(5);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('export-copy').click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.sites).toEqual(exported.sites);
  });

  test('a channel page previews the edited module list', async ({ page }) => {
    await page.goto('/playground');
    await page.getByLabel('Site', { exact: true }).selectOption('cmg');
    await page.getByLabel('Page kind').selectOption('channel');
    await page.getByLabel('Language').selectOption('en');
    await expect(page.getByLabel('Channel')).not.toHaveValue('');
    await page.getByRole('tab', { name: /^Channel modules/ }).click();
    await expect(page.locator('.cm-content')).toContainText('[');
    await replaceEditorText(
      page,
      '[\n  { "id": "pg-note", "type": "rich-text", "props": { "title": "频道说明", "enTitle": "Playground channel note", "html": "<p>中文</p>", "enHtml": "<p>English body</p>" } }\n]',
    );
    const frame = page.frameLocator('iframe[title="Page preview"]');
    await expect(frame.getByText('Playground channel note')).toBeVisible();
    await expect(page.getByTestId('problem-count')).toHaveText('none');

    // A module of an unknown widget type is listed with its pointer.
    await replaceEditorText(page, '[\n  { "id": "x", "type": "no-such-widget" }\n]');
    await expect(page.getByTestId('problem').filter({ hasText: '/0/type' })).toContainText('unknown widget type');
  });

  test('the widget catalogue lists the registered widgets with a live example', async ({ page }, testInfo) => {
    await openAmrHome(page);
    await page.getByRole('button', { name: 'Widget catalogue' }).click();
    const list = page.getByTestId('widget-list');
    await expect(list.locator('[data-widget-type="site-header"]')).toBeVisible();
    await expect(list.locator('[data-widget-type="site-footer"]')).toBeVisible();
    await list.locator('[data-widget-type="site-footer"]').click();
    await expect(page.getByTestId('widget-details')).toContainText('site-footer');
    await expect(page.getByTestId('widget-details')).toContainText('Props schema');
    const example = page.frameLocator('iframe[title="Example of site-footer"]');
    await expect(example.locator('footer').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('playground-catalogue.png') });
  });

  test('the provenance view names the layer of each header value', async ({ page }, testInfo) => {
    await openAmrHome(page);
    await page.getByRole('button', { name: 'Provenance' }).click();
    const table = page.getByTestId('provenance').locator('table');
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table).toContainText('/navStyle');
    await expect(table).toContainText(/defaults|site|group/);
    await page.screenshot({ path: testInfo.outputPath('playground-provenance.png') });

    // Choosing a pointer shows it in the editor.
    await table.getByRole('button', { name: '/navStyle', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.cm-editor')).toHaveClass(/cm-focused/);
    await expect(page.locator('.cm-activeLine')).toContainText('"navStyle"');
  });
});

// Shared by the render tests: two images compared pixel by pixel in the page.
//
// Runs in the page: draws both images on white canvases of the PNG's size and returns the
// share of pixels whose largest channel difference exceeds `channel`.
export async function compareInPage({ png, svg, width, height, channel }) {
  const draw = async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const c = new OffscreenCanvas(width, height), g = c.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, width, height);
    g.drawImage(img, 0, 0, width, height);
    return g.getImageData(0, 0, width, height).data;
  };
  const [a, b] = await Promise.all([draw(png), draw(svg)]);
  let differ = 0;
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]));
    if (d > channel) differ++;
  }
  return differ / (width * height);
}

// A card's picture: decorative (the card's title names what it shows, so its alt text is empty), loaded lazily and
// decoded off the main thread, with its width and height so the card holds its place before it arrives.
export function CardImage({
  className,
  src,
  width,
  height,
}: {
  className: string;
  src: string;
  width: number;
  height: number;
}) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

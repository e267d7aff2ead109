/** A numbered point (the number is decorative): the home page's reasons and About's explanations. */
export function NumberedPoint({
  as: Tag,
  number,
  title,
  text,
  className,
  titleClassName,
}: {
  as: 'li' | 'article';
  number: string;
  title: string;
  text: string;
  className: string;
  titleClassName: string;
}) {
  return (
    <Tag className={className}>
      <span className="why__number" aria-hidden="true">
        {number}
      </span>
      <h3 className={titleClassName}>{title}</h3>
      <p className="muted">{text}</p>
    </Tag>
  );
}

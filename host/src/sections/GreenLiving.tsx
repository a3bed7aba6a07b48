import { useId } from 'react';
import { GALLERY, GALLERY_IMAGE_SIZE, GREEN_POINTS, TESTIMONIALS } from './greenLivingContent';
import layout from './sectionLayout.module.css';
import styles from './GreenLiving.module.css';

export function GreenLiving() {
  const headingId = useId();
  const testimonialsId = useId();
  return (
    <section id="green-living" aria-labelledby={headingId} className={`${layout.section} ${styles.room}`}>
      <h2 id={headingId} className={layout.heading}>
        Greener by the case
      </h2>
      <p className={layout.lead}>
        Buying in bulk is kinder to the planet as well as your margins. Fewer, bigger packs and well-planned deliveries
        add up.
      </p>
      <ul className={styles.points}>
        {GREEN_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>

      <ul className={styles.gallery} aria-label="Green living gallery">
        {GALLERY.map((image) => (
          <li key={image.src}>
            <figure className={styles.figure}>
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={GALLERY_IMAGE_SIZE.width}
                height={GALLERY_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <figcaption className={styles.caption}>{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <h3 id={testimonialsId} className={styles.subheading}>
        What our trade customers say
      </h3>
      <ul className={styles.testimonials} aria-labelledby={testimonialsId}>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.author}>
                {testimonial.name}, <cite>{testimonial.business}</cite>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
